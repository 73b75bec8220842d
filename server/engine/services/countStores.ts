import type { Kysely, RawBuilder, Transaction } from 'kysely';
import {
  contribution,
  expectedLevel,
  type CountFormDeclaration,
  type Contribution,
} from '../../../src/domain/engine';
import type { FigureHistory } from '../../../src/domain/plausibility';
import type { Database } from '../../db/schema';
import { countHistories } from '../repositories/countHistory';
import { periodProgress } from '../repositories/periodProgress';
import type { PeriodKey } from '../repositories/periodStatus';
import {
  countRecordsRepository,
  recordJoin,
  type CountPeriod,
  type MonthRef,
} from '../repositories/countRecords';
import type { PlaceRow } from '../../repositories/locations';
import { slot } from '../slot';
import { applyRollupEvent, type RollupShare } from '../../rollups';

type Db = Kysely<Database> | Transaction<Database>;
type Values = Record<string, unknown>;

/** Where a save writes: the form, its period (and the month it counts in), the entry place. */
export interface SaveAt {
  d: CountFormDeclaration;
  period: CountPeriod;
  month: MonthRef;
  place: PlaceRow;
}

/** A subject a save writes: where it is and its sub-type. */
export interface StoredSubject {
  subject_id: number;
  location_id: number;
  path: string;
  sub_type_id: number | null;
}

/**
 * A subject's record as the save locked it: the version it is at (0: never saved), its values
 * (null: none), and who saved it when (a conflict names them: issue 26).
 */
export interface Locked {
  version: number;
  values: Values | null;
  saved_by: number | null;
  saved_at: Date | null;
}

export interface RecordWrite {
  subject: StoredSubject;
  values: Values;
  /** The person confirmed its unusual figures (issue 15). */
  unusual: boolean;
}

/**
 * Where a count form's records live (its declaration's `store`): how a screen's subjects join
 * their record of the period, what their past records are, and how a save locks and writes them
 * with their roll-ups. Everything else of a save (scope, period, rules, versions) is the engine's.
 */
export interface CountStore {
  /** Each subject's saved record joined as `c` (id, data, version, saved_at; c.id null: none). */
  recordJoin(
    d: CountFormDeclaration,
    p: CountPeriod,
    m: MonthRef,
    subject: string,
  ): RawBuilder<unknown>;
  histories(
    db: Db,
    d: CountFormDeclaration,
    at: { period: CountPeriod; month: MonthRef },
    subjects: readonly { subject_id: number; location_id: number }[],
    /** The place measure of the subjects' kind (SubjectKind.placeMeasure), if any. */
    measure: string | null,
  ): Promise<Map<number, FigureHistory>>;
  /** Locks the subjects' records of the period, in id order; each one's version. */
  lock(
    trx: Transaction<Database>,
    at: SaveAt,
    subjects: readonly StoredSubject[],
  ): Promise<Map<number, Locked>>;
  /**
   * How many of the form's expected places below each place have a saved record of the period
   * (a period's completeness, issue 46).
   */
  savedPlaces(
    db: Db,
    d: CountFormDeclaration,
    at: { key: PeriodKey; month: Pick<MonthRef, 'year' | 'month'> },
    ids: readonly number[],
  ): Promise<Map<number, number>>;
  /** Writes the records (locked by `lock`) and moves the roll-ups; the save's own id, if any. */
  write(
    trx: Transaction<Database>,
    at: SaveAt,
    writes: readonly RecordWrite[],
    locked: ReadonlyMap<number, Locked>,
    userId: number,
  ): Promise<number | null>;
}

type RecordLock = Locked & { id: number; location_path: string; sums: Contribution };

/** The stored values of a module's retired fields (issue 24): kept by every later save. */
function retiredValues(d: CountFormDeclaration, values: Values | null): Values {
  if (!values) return {};
  const retired = d.fields.filter((f) => f.retired && f.name in values);
  return Object.fromEntries(retired.map((f) => [f.name, values[f.name]]));
}

/** `count_record`: one jsonb record per subject and period, roll-ups in `count_rollup`. */
const countRecordStore: CountStore = {
  recordJoin: (d, p, _m, subject) => recordJoin(d, p, subject),
  histories: (db, d, at, subjects, measure) =>
    countHistories(db, d.name, at.period, subjects, measure),
  lock: (trx, at, subjects) => countRecordsRepository(trx).lock(trx, at.d, at.period, subjects),
  savedPlaces: (db, d, { key }, ids) =>
    periodProgress.savedCountPlaces(db, key, ids, expectedLevel(d)),
  async write(trx, { d, period }, writes, locked, userId) {
    const share = (path: string, sums: Record<string, number>): RollupShare => ({
      ...period,
      path,
      sums,
    });
    const rows = writes.map(({ subject, values, unusual }) => {
      const record = locked.get(subject.subject_id) as RecordLock;
      const data = { ...retiredValues(d, record.values), ...values };
      return {
        id: record.id,
        location_id: subject.location_id,
        location_path: subject.path,
        data,
        sums: contribution(d, data),
        unusual,
        module_version: d.version ?? null,
        before: share(record.location_path, record.sums),
      };
    });
    await countRecordsRepository(trx).write(trx, rows, userId);
    await applyRollupEvent(trx, {
      type: 'countFormSaved',
      module: d.name,
      before: rows.map((r) => r.before),
      after: rows.map((r) => share(r.location_path, r.sums)),
    });
    return null;
  },
};

/** The count stores module packages plug in, by a declaration's `store`. */
export const COUNT_STORES = slot<CountStore>('count store');

/** A count form's store, by its declaration: `count_record`, or one a module plugs in. */
export const storeOf = (d: CountFormDeclaration): CountStore =>
  d.store ? COUNT_STORES.get(d.store) : countRecordStore;
