import type { YearMonth } from '../calendar';
import type { MonthChange } from './arithmetic';

/**
 * The dashboard calls' answers (POST /dashboard/summary, /dashboard/analytics and
 * /sanghik/records): the contract between the API and the screens. Every figure comes from
 * roll-up rows (DESIGN §3). "Places" of the gathering are the gathering-entry places
 * (level 8: उपखंड and उपखंड नगर); one has a record when a unit under it attended that month.
 */

export interface DashboardPlace {
  location_id: number;
  location_name: string;
  name_suffix: string;
  level_id: number;
}

/** Attendance by age group, as in the summary report (total excludes shishu). */
export interface AttendanceFigures {
  praudh: number;
  tarun_vyavasayi: number;
  maha_vidyarthi: number;
  baal: number;
  shishu: number;
  total: number;
}

/** Designated (or present) units per type: शाखा, साप्ताहिक मिलन, संघ मंडळी. */
export interface UnitsByType {
  shakha: number;
  saptahik_milan: number;
  sangh_mandali: number;
  total: number;
}

export interface DashboardSummary {
  place: DashboardPlace;
  /** The month shown: today's in India. */
  period: YearMonth;
  /** When the figures were read (ISO time). */
  as_of: string;
  volunteers: number;
  designated: UnitsByType;
  gathering: {
    places_total: number;
    places_with_record: number;
    places_pending: number;
    completeness: number | null;
    attendance: number;
    /** Units with attendance in the month. */
    present_units: number;
    previous_attendance: number;
    /** This month against the whole month before (every place). */
    change: MonthChange;
    /** The same month last year's attendance (issue 49); null: the app had no such year. */
    last_year_attendance: number | null;
    /** The month's attendance target at the place; null: none set. */
    target_attendance: number | null;
    /**
     * Like for like: the places that have reported this month so far, and what those same
     * places had the month before (their attendance is all of this month's so far).
     */
    so_far?: { places: number; previous_attendance: number; change: MonthChange };
  };
  /** A few of the places still pending, in tree order (the full list: /ahawal/list). */
  pending: DashboardPlace[];
}

export interface AnalyticsMonth extends YearMonth {
  attendance: AttendanceFigures;
  present: UnitsByType;
  designated: UnitsByType;
  places_total: number;
  places_with_record: number;
  completeness: number | null;
  /** The attendance of the same month a year before (issue 49); null: the app had no such year. */
  last_year_total: number | null;
  /** The month's attendance target at the place; null: none set. */
  target_total: number | null;
}

export interface AnalyticsChild extends DashboardPlace {
  attendance: number;
  present_units: number;
  designated_units: number;
}

export interface DashboardAnalytics {
  place: DashboardPlace;
  /** The chosen month (the child bars' month). */
  period: YearMonth;
  as_of: string;
  /** The 12 months ending with the chosen one, oldest first. */
  months: AnalyticsMonth[];
  children: AnalyticsChild[];
}

export const RECORD_STATES = ['not_started', 'saved'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

/** A gathering-entry place's month (सांघिक नोंदी सूची). */
export interface GatheringRecordRow extends DashboardPlace {
  state: RecordState;
  units_reported: number;
  units_designated: number;
  attendance: number;
  saved_by: string | null;
  saved_at: string | null;
  /** A unit below has confirmed-unusual counts this month (issue 15): worth a call. */
  unusual: boolean;
}

export interface GatheringRecords {
  place: DashboardPlace;
  period: YearMonth;
  rows: GatheringRecordRow[];
}
