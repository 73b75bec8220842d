import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Contribution, CountFormDeclaration } from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import type { PlaceRow } from '../../repositories/locations';

/** A month of a period: its year, number, and first and last day ('yyyy-mm-dd'). */
export interface MonthRef {
  year: string;
  month: number;
  first: string;
  last: string;
}

/** A count form's period: its financial year and the part of it (a festival, or ''). */
export interface CountPeriod {
  year: string;
  part: string;
}

/** A subject of the entry screen with its record of the period (null before the first save). */
export interface CountSubjectRow {
  subject_id: number;
  name: string;
  location_id: number;
  path: string;
  type_id: number | null;
  sub_type_id: number | null;
  data: Record<string, unknown> | null;
  version: number | null;
  saved_at: Date | null;
  /** The saved record's id (its store's: one per subject and period); null before a save. */
  record_id: number | null;
}

/** A subject's record, locked for a save. */
export interface LockedRecord {
  id: number;
  subject_id: number;
  version: number;
  location_path: string;
  sums: Contribution;
  values: Record<string, unknown> | null;
  saved_by: number | null;
  saved_at: Date | null;
}

export interface RecordWrite {
  id: number;
  location_id: number;
  location_path: string;
  data: Record<string, unknown>;
  sums: Contribution;
  /** Unusual figures the person confirmed (issue 15). */
  unusual: boolean;
  /** The version of a module defined in the browser the record was saved with (issue 24). */
  module_version: number | null;
}

/** Each subject's saved record of the period joined as `c` (c.id null: none yet). */
export const recordJoin = (d: CountFormDeclaration, p: CountPeriod, subject: string) =>
  sql`left join count_record c on c.entity = ${d.name} and c.year = ${p.year}
    and c.part = ${p.part} and c.subject_id = ${sql.ref(subject)} and c.version > 0`;

/** Count-form records: the subjects of an entry screen, and saves locked record by record. */
export function countRecordsRepository(db: Kysely<Database>) {
  return {
    /** Places of the declared levels at or under the chosen place, with their records. */
    async placeSubjects(join: RawBuilder<unknown>, d: CountFormDeclaration, root: PlaceRow) {
      const { rows } = await sql<CountSubjectRow>`
        select l.location_id as subject_id, l.localized_name as name, l.location_id, l.path,
          null as type_id, null as sub_type_id, c.data, c.version, c.saved_at,
          c.id as record_id
        from location l
        ${join}
        where l.path like ${`${root.path}%`} and l.level_id in (${sql.join(d.placeLevels)})
        order by l.path`.execute(db);
      return rows;
    },

    /**
     * Locks the subjects' records of the period for this transaction, creating the missing
     * ones (version 0) first: two saves of the same subjects wait for each other, in id order.
     */
    async lock(
      trx: Transaction<Database>,
      d: CountFormDeclaration,
      p: CountPeriod,
      subjects: readonly { subject_id: number; location_id: number; path: string }[],
    ): Promise<Map<number, LockedRecord>> {
      const sorted = [...subjects].sort((a, b) => a.subject_id - b.subject_id);
      await trx
        .insertInto('count_record')
        .values(
          sorted.map((s) => ({
            entity: d.name,
            year: p.year,
            part: p.part,
            subject_id: s.subject_id,
            location_id: s.location_id,
            location_path: s.path,
          })),
        )
        .onConflict((oc) => oc.columns(['entity', 'year', 'part', 'subject_id']).doNothing())
        .execute();
      const rows = await trx
        .selectFrom('count_record')
        .select(['id', 'subject_id', 'version', 'location_path', 'sums', 'saved_by', 'saved_at'])
        .select('data as values')
        .where('entity', '=', d.name)
        .where('year', '=', p.year)
        .where('part', '=', p.part)
        .where(
          'subject_id',
          'in',
          sorted.map((s) => s.subject_id),
        )
        .orderBy('subject_id')
        .forUpdate()
        .execute();
      return new Map(rows.map((r) => [r.subject_id, r as unknown as LockedRecord]));
    },

    /** Writes the records (locked by `lock`), each one version up, in one statement. */
    async write(trx: Transaction<Database>, rows: readonly RecordWrite[], userId: number) {
      if (rows.length === 0) return;
      const values = rows.map(
        (r) =>
          sql`(${r.id}::int, ${r.location_id}::int, ${r.location_path}::text,
            ${JSON.stringify(r.data)}::jsonb, ${JSON.stringify(r.sums)}::jsonb, ${r.unusual}::bool,
            ${r.module_version}::int)`,
      );
      await sql`
        update count_record c
        set location_id = v.location_id, location_path = v.location_path, data = v.data,
          sums = v.sums, unusual_confirmed = v.unusual, version = c.version + 1,
          saved_by = ${userId}, saved_at = now(), module_version = v.module_version
        from (values ${sql.join(values)})
          as v(id, location_id, location_path, data, sums, unusual, module_version)
        where c.id = v.id`.execute(trx);
    },
  };
}

export type CountRecordsRepository = ReturnType<typeof countRecordsRepository>;
