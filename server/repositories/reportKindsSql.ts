import { sql, type RawBuilder } from 'kysely';
import { LEVEL, SUFFIX } from '../../src/domain/levels';
import { PLACE_KINDS, type PlaceKind } from '../../src/domain/report';

/** SQL conditions on a `location l` row for each kind (the same rule as kindsOf). */
const CONDITIONS: Record<PlaceKind, RawBuilder<boolean>> = {
  gaon: sql`l.level_id in (${LEVEL.GAON}, ${LEVEL.VASTI})`,
  vasti: sql`l.level_id = ${LEVEL.VASTI}`,
  mandal: sql`l.level_id = ${LEVEL.MANDAL}`,
  nagar: sql`l.level_id = ${LEVEL.NAGAR}`,
  taluka: sql`l.level_id = ${LEVEL.TALUKA}`,
  upkhand: sql`(l.level_id = ${LEVEL.UPKHAND} and l.name_suffix = ${SUFFIX.UPKHAND})`,
  upkhand_nagar: sql`(l.level_id = ${LEVEL.UPKHAND} and l.name_suffix = ${SUFFIX.UPKHAND_NAGAR})`,
};

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
