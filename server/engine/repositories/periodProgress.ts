import { sql, type Kysely } from 'kysely';
import type { PeriodProgress } from '../../../src/domain/periods';
import type { PlaceKind } from '../../../src/domain/report/kinds';
import type { Database } from '../../db/schema';
import { idsOfPath } from '../../rollups/designation';
import type { PeriodKey, PlacePath } from './periodStatus';

/** A change of the progress figures of one place (its own and its subtree's). */
export type ProgressDelta = Pick<PeriodProgress, 'submitted' | 'onTime' | 'approved'>;

const where = (k: PeriodKey) => sql`module = ${k.module} and year = ${k.year} and part = ${k.part}`;

/** The places a form's periods are expected from: its deepest entry level and the kinds that count it. */
export interface ExpectedPlaces {
  kinds: readonly PlaceKind[];
  level: number;
}

/**
 * The expected places below a place `c` (joined to its `place_totals` as `t`): the roll-up's
 * counts of their kinds, or for a level no kind counts (a विभाग) the open places of that level.
 */
function expectedBelow({ kinds, level }: ExpectedPlaces) {
  if (kinds.length)
    return sql.join(
      kinds.map((kind) => sql`coalesce(t.${sql.ref(kind)}, 0)`),
      sql` + `,
    );
  return sql`(select count(*) from location e where e.level_id = ${level}
    and e.closed_on is null and e.path collate "C" >= c.path
    and e.path collate "C" < (c.path || '~'))`;
}

/**
 * A period's progress kept per place and summed over its subtree (issue 25, point 6): the
 * expected places submitted, on time and approved in `period_progress`, moved by each step; the
 * expected and saved places from the tree's and the gathering's roll-ups.
 */
export const periodProgress = {
  /**
   * A place's open children as an approval reads them, in one statement: their paths, expected
   * places (place_totals), kept progress and whether each is approved itself.
   */
  async childrenForApproval(
    db: Kysely<Database>,
    k: PeriodKey,
    parentId: number,
    expected: ExpectedPlaces,
  ) {
    const { rows } = await sql<
      PlacePath & ProgressDelta & { expected: number; own_approval: boolean }
    >`
      select c.location_id, c.path, (${expectedBelow(expected)})::int as expected,
        coalesce(p.submitted, 0) as submitted, coalesce(p.on_time, 0) as "onTime",
        coalesce(p.approved, 0) as approved, s.approved_at is not null as own_approval
      from location c
      left join place_totals t on t.location_id = c.location_id
      left join period_progress p on p.location_id = c.location_id and p.module = ${k.module}
        and p.year = ${k.year} and p.part = ${k.part}
      left join period_status s on s.location_id = c.location_id and s.module = ${k.module}
        and s.year = ${k.year} and s.part = ${k.part}
      where c.parent_id = ${parentId} and c.closed_on is null
      order by c.location_id`.execute(db);
    return rows;
  },

  /** A place's open children. */
  async childrenOf(db: Kysely<Database>, parentId: number) {
    return db
      .selectFrom('location')
      .select(['location_id', 'parent_id', 'level_id', 'localized_name', 'name_suffix', 'path'])
      .where('parent_id', '=', parentId)
      .where('closed_on', 'is', null)
      .orderBy('localized_name')
      .execute();
  },

  /** How many expected places each place has below it. */
  async expectedCounts(db: Kysely<Database>, ids: readonly number[], expected: ExpectedPlaces) {
    if (!ids.length) return new Map<number, number>();
    const { rows } = await sql<{ location_id: number; n: number }>`
      select c.location_id, (${expectedBelow(expected)})::int as n from location c
      left join place_totals t on t.location_id = c.location_id
      where c.location_id = any(${[...ids]}::int[])`.execute(db);
    return new Map(rows.map((r) => [r.location_id, r.n]));
  },

  /**
   * Open places of `level` below each place with a saved record of the period in `count_record`
   * (issue 46): each probe a range of the records' path index, as many as the expected places.
   */
  async savedCountPlaces(
    db: Kysely<Database>,
    k: PeriodKey,
    ids: readonly number[],
    level: number,
  ) {
    if (!ids.length) return new Map<number, number>();
    const { rows } = await sql<{ location_id: number; n: number }>`
      select p.location_id, count(e.location_id)::int as n
      from location p
      join location e on e.level_id = ${level} and e.closed_on is null
        and e.path collate "C" >= p.path and e.path collate "C" < (p.path || '~')
      where p.location_id = any(${[...ids]}::int[])
        and exists (select 1 from count_record r
          where r.entity = ${k.module} and r.year = ${k.year} and r.part = ${k.part}
            and r.saved_at is not null
            and r.location_path ~>=~ e.path and r.location_path ~<~ (e.path || '~'))
      group by p.location_id`.execute(db);
    return new Map(rows.map((r) => [r.location_id, r.n]));
  },

  /** Adds each place's change to it and every place above it, in one upsert. */
  async move(db: Kysely<Database>, k: PeriodKey, changes: [PlacePath, ProgressDelta][]) {
    const sums = new Map<number, ProgressDelta>();
    for (const [place, delta] of changes) {
      for (const id of idsOfPath(place.path)) {
        const s = sums.get(id) ?? { submitted: 0, onTime: 0, approved: 0 };
        sums.set(id, {
          submitted: s.submitted + delta.submitted,
          onTime: s.onTime + delta.onTime,
          approved: s.approved + delta.approved,
        });
      }
    }
    if (!sums.size) return;
    const ids = [...sums.keys()].sort((a, b) => a - b);
    const col = (f: keyof ProgressDelta) => ids.map((id) => sums.get(id)![f]);
    await sql`
      insert into period_progress as p (module, year, part, location_id, submitted, on_time,
        approved)
      select ${k.module}, ${k.year}, ${k.part}, id, s, t, a
      from unnest(${ids}::int[], ${col('submitted')}::int[], ${col('onTime')}::int[],
        ${col('approved')}::int[]) as d(id, s, t, a)
      on conflict (module, year, part, location_id) do update
        set submitted = p.submitted + excluded.submitted, on_time = p.on_time + excluded.on_time,
          approved = p.approved + excluded.approved, changed_at = now()`.execute(db);
  },

  /** The kept progress of these places (absent: nothing yet), with when it last changed. */
  async at(db: Kysely<Database>, k: PeriodKey, ids: readonly number[]) {
    if (!ids.length) return new Map<number, ProgressDelta & { changedAt: string }>();
    const { rows } = await sql<ProgressDelta & { location_id: number; changedAt: string }>`
      select location_id, submitted, on_time as "onTime", approved,
        to_char(changed_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') as "changedAt"
      from period_progress where ${where(k)} and location_id = any(${[...ids]}::int[])`.execute(db);
    return new Map(rows.map(({ location_id, ...p }) => [location_id, p]));
  },
};
