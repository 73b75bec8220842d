import type { FigureHistory } from '../plausibility';
import type { ApprovalState, PeriodGate, PeriodProgress } from '../periods';
import type { SubjectTypeFields } from '../subjects';
/** The count forms' and roll-up reports' calls, shared by the web app and the server. */

/** A place as the count screens name it. */
export interface PlaceLabel {
  location_id: number;
  label: string;
}

/** A subject of a count form (a unit, or a place) with its record of the period. */
export interface CountSubject extends SubjectTypeFields {
  subject_id: number;
  name: string;
  /** Where the subject is: the unit's village or vasti, or the place itself. */
  place: PlaceLabel;
  /** What the entry screen groups by (the unit's village; a place's parent) and its parent. */
  group: PlaceLabel & { parent: string | null };
  values: Record<string, unknown>;
  /** 0 before the first save; a save sends the version it read. */
  version: number;
  saved_at: string | null;
  /** Its last saved records and its village's register: what unusual figures are measured by. */
  history?: FigureHistory;
}

/** `POST /<name>/list` and `/<name>/report` ask for a place and a period. */
export interface CountPeriodBody {
  locationId: number;
  year: string;
  /** Monthly forms (the gathering): the month, 1..12. */
  month?: number;
  /** Festival forms: the festival's code. */
  festival?: string;
}

/** A roll-up report's body: the period, and whether each row brings last year's (issue 49). */
export interface ReportBody extends CountPeriodBody {
  lastYear?: boolean;
  /** Each row brings its targets of the period (issue 49 §1). */
  targets?: boolean;
}

export interface CountSheet {
  place: PlaceLabel & { level_id: number };
  year: string;
  /** Monthly forms: the month. */
  month?: number;
  festival: string | null;
  /** Whether the place's period takes entry today, and why not (issue 25; absent from a
   * server of before it). */
  gate?: PeriodGate;
  /** The place's latest request to reopen the period (null: none). */
  request?: PeriodRequestState | null;
  subjects: CountSubject[];
  /** The device's copy, kept at this time (ms): read when the server gave no answer. */
  keptAt?: number;
}

/** A request to reopen a period, as its place sees it. */
export interface PeriodRequestState {
  request_id: number;
  status: 'pending' | 'granted' | 'refused';
  /** The reason of a refusal. */
  decision: string | null;
  until: string | null;
  /** The figures sent with it, to save with one tap once granted (issue 25). */
  figures?: {
    records: { subject_id: number; version: number; values: Record<string, unknown> }[];
    confirmedUnusual: boolean;
  } | null;
}

/** A request as the office above sees it (`GET /period-requests`). */
export interface PeriodRequestRow extends PeriodRequestState {
  module: string;
  location_id: number;
  year: string;
  part: string;
  reason: string;
  asked_at: string;
  asked_by_name: string | null;
  place: string;
  /** How many records of figures came with it. */
  figure_records?: number;
}

/** A period sent back to a place and not submitted again (`GET /period-returns`, issue 46). */
export interface PeriodReturnRow {
  module: string;
  year: string;
  part: string;
  location_id: number;
  place: string;
  reason: string;
  by: string;
  on: string;
}

/** An approval as the screens show it (issue 25): the approving office's level, who, when. */
export interface PeriodApprovalMark {
  location_id: number;
  levelId: number;
  by: string;
  on: string;
  /** Expected places not submitted when it was approved ("with N pending"). */
  pending: number;
}

/** `POST /<form>/approvals`: a place's period and each open child's, from the roll-ups. */
export interface PeriodApprovals {
  place: { location_id: number; progress: PeriodProgress; approval: PeriodApprovalMark | null };
  children: {
    location_id: number;
    level_id: number;
    localized_name: string;
    name_suffix: string;
    progress: PeriodProgress;
    state: ApprovalState;
    approval: PeriodApprovalMark | null;
  }[];
  can_approve: boolean;
  /** When the figures last moved (India's time, 'yyyy-mm-dd HH:MM'); null: nothing yet. */
  as_of: string | null;
}

/** The steps of submitting and approving a period. */
export type PeriodStep =
  'submit' | 'withdraw' | 'approve' | 'approve-ready' | 'unapprove' | 'return';

export interface CountSaveBody extends CountPeriodBody {
  records: {
    subject_id: number;
    version: number;
    values: Record<string, unknown>;
    /** Why figures a check warns of are right, by the check's message code (issue 48). */
    reasons?: Record<string, string>;
  }[];
  /** The person checked the unusual figures and confirmed them (issue 15). */
  confirmedUnusual?: boolean;
}

/** One child place of a roll-up report: how many subjects there are, and the summed figures. */
export interface RollupRow {
  location_id: number;
  localized_name: string;
  name_suffix: string;
  level_id: number;
  /** Units designated (unit forms) or places of the entry levels (place forms); null: none. */
  eligible: number | null;
  /** `_records`, `total`, each summed field, and `<split field>:<value>` counts. */
  values: Record<string, number>;
  /** The same period a year before, when asked (`lastYear`); null: the app had no such year. */
  last_year?: { eligible: number | null; values: Record<string, number> } | null;
  /** The place's targets of the period, when asked (`targets`); {} when none are set. */
  target?: Record<string, number>;
}

export interface RollupAnswer {
  place: PlaceLabel & { level_id: number };
  year: string;
  festival: string | null;
  /** When the figures last changed. */
  computed_at: string | null;
  rows: RollupRow[];
}

/** One child place's targets on the targets sheet (issue 49 §1). */
export interface TargetRow {
  placeId: number;
  placeName: string;
  /** By figure (a summed field, `total`); a figure without a target is left out. */
  values: Record<string, number>;
}

/** GET /targets: the figures a target may be set on, and the children of the place. */
export interface TargetSheet {
  fields: string[];
  rows: TargetRow[];
}

/** One cell of the targets sheet as PUT /targets takes it: a place's figure, null for none. */
export interface TargetCell {
  placeId: number;
  field: string;
  value: number | null;
}
