import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { rebuildReportRollups } from '../rollups';

const KINDS = ['gaon', 'vasti', 'mandal', 'nagar', 'taluka', 'upkhand', 'upkhand_nagar'];
const SUB_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Roll-ups of the summary reports (DESIGN §3, docs/decisions.md "Summary report roll-ups"):
 * - sanghik_rollup (004) gains, per place and month, how many places of each kind in the
 *   subtree (itself included) have a gathering record, and when the row last changed;
 * - designation_rollup: per place, the month-by-month changes of the designated units per
 *   sub-type and of the leaf places with units; a month's figure is the sum up to that month;
 * - place_totals: places of each kind in the subtree (itself included); static.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const recColumns = KINDS.map((k) => `add column rec_${k} integer not null default 0`);
  await sql`
    alter table sanghik_rollup ${sql.raw(recColumns.join(', '))},
      add column changed_at timestamptz not null default now()`.execute(db);

  const designated = SUB_TYPES.map((s) => `designated_${s} integer not null default 0`);
  await sql`
    create table designation_rollup (
      location_id integer not null references location (location_id),
      month_key integer not null,
      ${sql.raw(designated.join(', '))},
      leaves_with_units integer not null default 0,
      changed_at timestamptz not null default now(),
      primary key (location_id, month_key)
    )`.execute(db);

  await sql`
    create table place_totals (
      location_id integer primary key references location (location_id),
      ${sql.raw(KINDS.map((k) => `${k} integer not null default 0`).join(', '))}
    )`.execute(db);

  await rebuildReportRollups(db as unknown as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table place_totals`.execute(db);
  await sql`drop table designation_rollup`.execute(db);
  const recColumns = KINDS.map((k) => `drop column rec_${k}`);
  await sql`alter table sanghik_rollup ${sql.raw(recColumns.join(', '))}, drop column changed_at`.execute(
    db,
  );
}
