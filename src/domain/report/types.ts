/**
 * The summary report (अहवाल) response, spec §3 "Summary report response": the contract between
 * POST /sanghik/report/{bhag,taluka,nagar,upkhand} and the /sanghik/ahawal screen. Every number
 * is present (missing values are 0). Field names are the spec's; the client also accepts the
 * alternate spellings §3 lists (see normaliseReport).
 */

/** The unit types (ekak_type_id 1, 2, 3). */
export type ActivityKey = 'shakha' | 'saptahik_milan' | 'sangh_mandali';

/** Age groups of the unit sub-types (src/domain/gathering/units.ts `group`). */
export type AgeGroupKey =
  'baal' | 'sanyukta_vidyarthi' | 'tarun_vyavasayi' | 'praudh' | 'maha_vidyarthi' | 'sangh_mandali';

/** A count per unit type, and their sum. */
export type ActivityCounts = Record<ActivityKey, number> & { total: number };

/** One unit type's count split by its sub-types' age groups (only that type's groups). */
export interface ActivityBlock {
  total: number;
  sub_types: Partial<Record<AgeGroupKey, number>>;
}

/** Attendance sums (the gathering fields); total = praudh + tarun + maha + baal (not shishu). */
export interface AttendanceSums {
  praudh: number;
  tarun_vyavasayi: number;
  maha_vidyarthi: number;
  baal: number;
  total: number;
  shishu: number;
}

/**
 * Places of each kind inside the subtree (Total_*) and those of them with a gathering record in
 * the month (present_*). gaon = leaf places (गाव and वस्ती); sankalpit_gaon = leaves with units.
 */
export interface PlaceCounts {
  Total_gaon: number;
  present_gaon: number;
  sankalpit_gaon: number;
  total_vasti: number;
  present_vasti: number;
  total_mandal: number;
  present_mandal: number;
  total_nagar: number;
  present_nagar: number;
  Total_taluka: number;
  present_taluka: number;
  Total_upkhand: number;
  present_upkhand: number;
  Total_upkhand_nagar: number;
  present_upkhand_nagar: number;
}

/** The figures of one place's whole subtree for one month. */
export interface ReportMetrics extends PlaceCounts {
  /** Designated (active) units per type: shakha, saptahik_milan, sangh_mandali, total. */
  ekunSankalpit: ActivityCounts;
  /** Designated units per type and age group (the nine designated counts). */
  sankalp_total: Record<ActivityKey, ActivityBlock>;
  /** Units with attendance in the month, per type. */
  present_Sankalpit: ActivityCounts;
  /** Units with attendance in the month, per type and age group (the nine present counts). */
  present_Sankalpit_age_wise: Record<ActivityKey, ActivityBlock>;
  present_sayamsevak_upastiti: AttendanceSums;
  /** Present units per age group across types, plus sangh_mandali, and their total. */
  total_present: Partial<Record<AgeGroupKey, number>> & { total: number };
}

/** A place in the report: identity, figures, and whether it has any record in the month. */
export interface ReportPlace extends ReportMetrics {
  location_id: number;
  location_name: string;
  name_suffix: string;
  level_id: number;
  sanghik_record_found: boolean;
  /** A unit below has confirmed-unusual counts in the month (issue 15): worth a call. */
  unusual?: boolean;
  /** Asked with `lastYear` (issue 49): its figures of the same month a year before (null: none). */
  last_year?: ReportPlace | null;
  /** Asked with `targets`: its targets of the month by field (empty: none set). */
  target?: Readonly<Record<string, number>>;
}

/** A mandal of an upkhand (level 9): its villages and figures. */
export interface ReportMandal extends ReportPlace {
  mandal_name: string;
  gaon_count: number;
  gaon_locations: { location_id: number; location_name: string }[];
}

/** An upkhand child row, with its mandals. */
export interface ReportUpkhand extends ReportPlace {
  mandals: ReportMandal[];
}

/** An upkhand-nagar child row; its children are vastis. */
export interface ReportUpkhandNagar extends ReportPlace {
  children_locations: ReportPlace[];
}

export const NO_RECORD_MESSAGE = 'No Sanghik Record Found for the given parameters';

/**
 * The answer for the chosen place. The child lists present depend on the place's children:
 * `talukas` (under a rural district), `nagars` (under a bhag or a city), `upkhand` and
 * `upkhandNagar` (under a taluka or a city), `mandals` (under an upkhand), `children_locations`
 * (vastis, under an upkhand-nagar). `computed_at` is when the roll-up figures were last changed.
 */
export interface SummaryReport extends ReportPlace {
  message: string;
  year: string;
  month: number;
  computed_at: string | null;
  talukas?: ReportPlace[];
  nagars?: ReportPlace[];
  upkhand?: ReportUpkhand[];
  upkhandNagar?: ReportUpkhandNagar[];
  mandals?: ReportMandal[];
  children_locations?: ReportPlace[];
  /** Child places with no gathering record in the month (who is still pending). */
  pending: { location_id: number; location_name: string; name_suffix: string }[];
}

/** The four report paths and the level each accepts (spec §7, issue 5). */
export const REPORT_PATHS = {
  bhag: 3,
  taluka: 6,
  nagar: 7,
  upkhand: 8,
} as const;

export type ReportPath = keyof typeof REPORT_PATHS;
