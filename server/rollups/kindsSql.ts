import { sql, type RawBuilder } from 'kysely';
import { PRESENT_WHEN } from '../../src/domain/modules/gathering';
import { PLACE_KIND_RULES, PLACE_KINDS, type PlaceKind } from '../../src/domain/report';

/** The SQL condition on a `location l` row of a kind: its declared rule (as kindsOf reads it). */
export function kindCondition(kind: PlaceKind): RawBuilder<boolean> {
  const { levels, suffix } = PLACE_KIND_RULES[kind];
  const level = sql<boolean>`l.level_id in (${sql.join([...levels])})`;
  return suffix === undefined ? level : sql<boolean>`(${level} and l.name_suffix = ${suffix})`;
}

const CONDITIONS = Object.fromEntries(PLACE_KINDS.map((k) => [k, kindCondition(k)])) as Record<
  PlaceKind,
  RawBuilder<boolean>
>;

/** A unit's month row `a` is present (as isPresent reads PRESENT_WHEN). */
export const presentSql = (alias = 'a') =>
  sql<boolean>`(${sql.join(
    PRESENT_WHEN.map((f) => sql`${sql.ref(`${alias}.${f}`)} > 0`),
    sql` or `,
  )})`;

/** `count(*) filter (where <kind>)::int` for every kind, in PLACE_KINDS order. */
export const kindCounts = () =>
  sql.join(PLACE_KINDS.map((k) => sql`count(*) filter (where ${CONDITIONS[k]})::int`));

/** The ids on a `l.path` ('/1/5/9/' → 1, 5, 9): the place and its ancestors. */
export const ancestorsOf = (path: RawBuilder<string> = sql`l.path`) =>
  sql`unnest(string_to_array(trim(both '/' from ${path}), '/')::int[])`;

export const SUB_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const DESIGNATED_COLUMNS = SUB_TYPE_IDS.map((s) => `designated_${s}`);
export const REC_COLUMNS = PLACE_KINDS.map((k) => `rec_${k}`);

/** A month key of a date column: year × 12 + month − 1. */
export const monthKeySql = (date: RawBuilder<unknown>) =>
  sql<number>`(extract(year from ${date})::int * 12 + extract(month from ${date})::int - 1)`;

/** Larger than any month key: an open-ended interval. */
export const OPEN_END = 100_000_000;
