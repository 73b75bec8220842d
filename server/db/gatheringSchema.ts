import type { ColumnType, Generated } from 'kysely';
import type { Rollup } from '../../src/domain/modules/gathering';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: read as 'yyyy-mm-dd' text (cast in queries), written as text. */
type DateText = ColumnType<string, string | undefined, string>;
type Json = ColumnType<unknown, string | null, string | null>;

/** Tables of migration 004 (units, status history, attendance) and 022 (unit snapshots). */
export interface GatheringTables {
  sankalp: SankalpTable;
  sankalp_status: SankalpStatusTable;
  sankalp_history: SankalpHistoryTable;
  sanghik: SanghikTable;
  sanghik_upstiti: SanghikUpstitiTable;
  sanghik_upstiti_audit: SanghikUpstitiAuditTable;
  sanghik_rollup: SanghikRollupTable;
}

export interface SankalpTable {
  sankalp_id: Generated<number>;
  localized_name: string;
  ekak_type_id: number;
  ekak_sub_type_id: number;
  location_id: number;
  start_date: DateText | null;
  meeting_day: string | null;
  meeting_time: string | null;
  meeting_place: string | null;
  notes: string | null;
  status: Generated<string>;
  status_date: DateText;
  deleted_at: Date | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  /** One more at each change (migration 022's trigger); the engine's record version. */
  version: Generated<number>;
}

/** A saved state of a unit (migration 022: written by the table's triggers). */
export interface SankalpHistoryTable {
  id: Generated<number>;
  sankalp_id: number;
  version: number;
  location_id: number;
  localized_name: string;
  ekak_type_id: number;
  ekak_sub_type_id: number;
  start_date: DateText | null;
  meeting_day: string | null;
  meeting_time: string | null;
  meeting_place: string | null;
  notes: string | null;
  status: string;
  status_date: DateText | null;
  created_by: number | null;
  created_at: Generated<Timestamp>;
}

export interface SankalpStatusTable {
  status_id: Generated<number>;
  sankalp_id: number;
  status: string;
  effective_date: DateText;
  reason: string | null;
  changed_by: number | null;
  changed_at: Generated<Timestamp>;
}

export interface SanghikTable {
  sanghik_id: Generated<number>;
  location_id: number;
  year: string;
  month: number;
  saved_by: number | null;
  saved_at: Generated<Timestamp>;
}

export interface SanghikUpstitiTable {
  sankalp_id: number;
  year: string;
  month: number;
  sanghik_id: number;
  praudh: number;
  tarun_vyavasayi: number;
  maha_vidyarthi: number;
  baal: number;
  shishu: number;
  total: number;
  saved_by: number | null;
  saved_at: Generated<Timestamp>;
  /** The person confirmed unusual counts of this month (issue 15). */
  unusual_confirmed: Generated<boolean>;
  /** 1 when first stored, one more per save (what a count-form save checks). */
  version: Generated<number>;
}

export interface SanghikUpstitiAuditTable {
  audit_id: Generated<number>;
  sankalp_id: number;
  year: string;
  month: number;
  previous: Json;
  current: Json;
  saved_by: number | null;
  saved_at: Generated<Timestamp>;
}

export interface SanghikRollupTable extends Rollup {
  location_id: number;
  year: string;
  month: number;
}
