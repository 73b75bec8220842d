import { sql, type Kysely } from 'kysely';
import { ROLLUP_COLUMNS } from '../../../src/domain/modules/gathering';
import { LEVEL } from '../../../src/domain/levels';
import { PLACE_KINDS, type MonthKey } from '../../../src/domain/report';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { DESIGNATED_COLUMNS, REC_COLUMNS } from '../../rollups/kindsSql';
import { unusualUnder } from '../../repositories/unusualSql';
import { openPlaceSql } from '../../rollups/openPlaces';

/** A place with its roll-up figures of one month (numbers null where no row exists). */
export interface FigureRow {
  location_id: number;
  parent_id: number | null;
  level_id: number;
  localized_name: string;
  name_suffix: string;
  /** place_totals: total_gaon, …; sanghik_rollup: praudh, …, present_1, …, rec_gaon, …;
   * designation_rollup sums: designated_1, …, leaves_with_units */
  [column: string]: number | string | boolean | null;
  changed_at: string | null;
  /** A unit below has confirmed-unusual counts in the month (issue 15). */
  unusual: boolean;
  /** It or a place above it is closed: it is expected to enter no more. */
  closed: boolean;
}

export interface PlaceName {
  location_id: number;
  parent_id: number;
  localized_name: string;
}

const ref = (table: string, column: string) => sql.ref(`${table}.${column}`);

/**
 * The SELECT of a report's figures: of the month (`key` = its month key for designation sums)
 * of the place and its children, or (`below: 'upkhand'`) of the children of its level-8
 * children. A prepared statement: planning it cost more than running it (issue 13).
 */
export function figuresQuery(
  placeId: number,
  below: 'children' | 'upkhand',
  year: string,
  month: number,
  key: MonthKey,
) {
  const where =
    below === 'children'
      ? sql`l.location_id = ${placeId} or l.parent_id = ${placeId}`
      : sql`l.parent_id in (select c.location_id from location c
          where c.parent_id = ${placeId} and c.level_id = ${LEVEL.UPKHAND})`;
  const totals = PLACE_KINDS.map((k) => sql`${ref('t', k)} as ${sql.ref(`total_${k}`)}`);
  const month_ = [...ROLLUP_COLUMNS, ...REC_COLUMNS].map((c) => ref('r', c));
  const designated = [...DESIGNATED_COLUMNS, 'leaves_with_units'].map(
    (c) => sql`sum(${ref('d', c)})::int as ${sql.ref(c)}`,
  );
  return sql<FigureRow>`${prepared(`report_figures_${below}`)}
    select l.location_id, l.parent_id, l.level_id, l.localized_name, l.name_suffix,
      ${sql.join(totals)}, ${sql.join(month_)}, s.*,
      to_char(greatest(r.changed_at, s.designation_changed_at) at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as changed_at,
      ${unusualUnder(sql`l.path`, year, month)} as unusual,
      not ${openPlaceSql()} as closed
    from location l
    left join place_totals t on t.location_id = l.location_id
    left join sanghik_rollup r
      on r.location_id = l.location_id and r.year = ${year} and r.month = ${month}
    left join lateral (
      select ${sql.join(designated)}, max(d.changed_at) designation_changed_at
      from designation_rollup d
      where d.location_id = l.location_id and d.month_key <= ${key}) s on true
    where ${where}
    order by l.localized_name collate "C", l.location_id`;
}

/**
 * Summary-report reads: only the roll-up rows of the places asked for (the chosen place and
 * its children, and for nested lists their children) — never the raw rows of a subtree.
 */
export function sanghikReportRepository(db: Kysely<Database>) {
  return {
    /** The rows of figuresQuery. */
    async figures(
      placeId: number,
      below: 'children' | 'upkhand',
      year: string,
      month: number,
      key: MonthKey,
    ) {
      return (await figuresQuery(placeId, below, year, month, key).execute(db)).rows;
    },

    /** Names of the open children of the places (a मंडल's गाव list, as its count counts them). */
    async childNames(parentIds: readonly number[]): Promise<PlaceName[]> {
      if (parentIds.length === 0) return [];
      const rows = await db
        .selectFrom('location')
        .select(['location_id', 'parent_id', 'localized_name'])
        .where('parent_id', 'in', parentIds)
        .where('closed_on', 'is', null)
        .orderBy(sql`localized_name collate "C"`)
        .orderBy('location_id')
        .execute();
      return rows as PlaceName[];
    },
  };
}

export type SanghikReportRepository = ReturnType<typeof sanghikReportRepository>;
