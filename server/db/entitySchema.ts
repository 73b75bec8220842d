import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Data = JSONColumnType<Record<string, unknown>, string, string>;

/** A request to reopen a closed period, and its decision (migration 018, issue 25). */
export interface PeriodRequestTable {
  request_id: Generated<number>;
  module: string;
  location_id: number;
  year: string;
  part: string;
  reason: string;
  status: Generated<'pending' | 'granted' | 'refused'>;
  asked_by: number | null;
  asked_at: Generated<Timestamp>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision: string | null;
  /** The last day a grant holds, 'yyyy-mm-dd'. */
  until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The figures sent with the request (migration 020): the save's records, to save once granted. */
  figures: ColumnType<RequestFigures | null, string | null | undefined, string | null>;
}

/** Records an office wants to save, kept with its request to reopen. */
export interface RequestFigures {
  records: { subject_id: number; version: number; values: Record<string, unknown> }[];
  confirmedUnusual: boolean;
}

/** Records of the configured modules (migration 008). */
export interface EntityRecordTable {
  id: Generated<number>;
  entity: string;
  location_id: number;
  location_path: string;
  data: Data;
  search_text: Generated<string>;
  version: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  deleted_at: Date | null;
  /** The financial year and share of a register record that feeds a report (migration 010). */
  rollup_year: string | null;
  sums: JSONColumnType<Record<string, number>, string, string> | null;
  /** The version of a module defined in the browser it was saved with (migration 024). */
  module_version: number | null;
}

export interface EntityRecordHistoryTable {
  history_id: Generated<number>;
  record_id: number;
  version: number;
  location_id: number;
  data: Data;
  deleted: Generated<boolean>;
  changed_by: number | null;
  changed_at: Generated<Timestamp>;
}

/** A count form's record of one subject and period (migration 010); version 0: never saved. */
export interface CountRecordTable {
  id: Generated<number>;
  entity: string;
  year: string;
  part: Generated<string>;
  subject_id: number;
  location_id: number;
  location_path: string;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  sums: ColumnType<Record<string, number>, string | undefined, string>;
  version: Generated<number>;
  saved_by: number | null;
  saved_at: Date | null;
  /** The person confirmed unusual figures of this record (issue 15). */
  unusual_confirmed: Generated<boolean>;
  module_version: Generated<number | null>;
}

/** Per place and period, one figure of the records below it. */
export interface CountRollupTable {
  entity: string;
  year: string;
  part: string;
  location_id: number;
  field: string;
  value: ColumnType<string, number | string, number | string>;
  changed_at: Generated<Timestamp>;
}

/** A place's submission and approval of a module's period (migration 019). */
export interface PeriodStatusTable {
  module: string;
  year: string;
  part: string;
  location_id: number;
  submitted_by: number | null;
  submitted_on: ColumnType<string | null, string | null | undefined, string | null>;
  on_time: Generated<boolean>;
  forced_by: number | null;
  approved_by: number | null;
  approved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  approved_level: number | null;
  approved_pending: number | null;
  returned_reason: string | null;
  returned_by: number | null;
  returned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PeriodEventTable {
  event_id: Generated<number>;
  module: string;
  year: string;
  part: string;
  location_id: number;
  action: 'submitted' | 'withdrawn' | 'approved' | 'unapproved' | 'returned';
  pending: number | null;
  reason: string | null;
  by_user: number | null;
  at: Generated<Timestamp>;
}

/** Per place and period, the expected places below it submitted, on time and approved. */
export interface PeriodProgressTable {
  module: string;
  year: string;
  part: string;
  location_id: number;
  submitted: Generated<number>;
  on_time: Generated<number>;
  approved: Generated<number>;
  changed_at: Generated<Timestamp>;
}

export interface EntityTables {
  entity_record: EntityRecordTable;
  entity_record_history: EntityRecordHistoryTable;
  count_record: CountRecordTable;
  period_request: PeriodRequestTable;
  period_status: PeriodStatusTable;
  period_event: PeriodEventTable;
  period_progress: PeriodProgressTable;
  count_rollup: CountRollupTable;
  module_definition: ModuleDefinitionTable;
  module_definition_version: ModuleDefinitionVersionTable;
  module_registry: ModuleRegistryTable;
}

type Definition = JSONColumnType<Record<string, unknown>, string, string>;

/** A module defined in the browser: its draft and published definitions (migration 024). */
export interface ModuleDefinitionTable {
  name: string;
  state: Generated<'draft' | 'published' | 'retired'>;
  version: Generated<number>;
  draft: Definition | null;
  published: Definition | null;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface ModuleDefinitionVersionTable {
  name: string;
  version: number;
  definition: Definition;
  published_by: number | null;
  published_at: Generated<Timestamp>;
}

/** One row: bumped by every change of a stored definition, read by every API instance. */
export interface ModuleRegistryTable {
  id: Generated<boolean>;
  revision: Generated<string>;
}
