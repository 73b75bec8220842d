import { sql, type Kysely } from 'kysely';
import { LEVEL } from '../../src/domain/levels';
import type { MonthKey } from '../../src/domain/report';
import type { YearMonth } from '../../src/domain/calendar';
import { prepared } from '../db/prepared';
import { unusualUnder } from './unusualSql';
import type { Database } from '../db/schema';
import { DESIGNATED_COLUMNS } from '../rollups/kindsSql';
import { openPlaceSql } from '../rollups/openPlaces';

/** A month of a place's roll-up row (zeros where it has none). */
export interface MonthFigures {
  year: string;
  month: number;
  praudh: number;
  tarun_vyavasayi: number;
  maha_vidyarthi: number;
  baal: number;
  shishu: number;
  total: number;
  present: number[];
  places_with_record: number;
}

export interface SummaryRow {
  volunteers: number;
  entry_places: number;
  attendance: number;
  with_record: number;
  /** Units with attendance in the month (the gathering's indicators read it). */
  present_units: number;
  previous_attendance: number;
  /** The same month last year (issue 49); null: the app had no such year. */
  last_year_attendance: number | null;
  /** The month's attendance target at the place; null: none set. */
  target_attendance: number | null;
  /** designated_1 … designated_9 */
  [designated: string]: number | null;
}

export interface PlaceRef {
  location_id: number;
  localized_name: string;
  name_suffix: string;
  level_id: number;
}

const int = (v: unknown) => Number(v ?? 0) || 0;
const PRESENT = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => `present_${s}`);
/** Gathering-entry places: उपखंड and उपखंड नगर (level 8), counted by these roll-up kinds. */
const ENTRY = sql`${LEVEL.UPKHAND}`;
/**
 * `l.path` starts with `path` ('/1/5/'), as a range of the C-collation index: unlike a LIKE
 * pattern, a range keeps its index bounds in a prepared statement's generic plan.
 */
const inSubtree = (path: string) => {
  const end = path.slice(0, -1) + String.fromCharCode(path.charCodeAt(path.length - 1) + 1);
  return sql`l.path collate "C" >= ${path} and l.path collate "C" < ${end}`;
};
const designatedTotal = sql.join(
  DESIGNATED_COLUMNS.map((c) => sql`d.${sql.ref(c)}`),
  sql` + `,
);

/**
 * The dashboard's reads (issue 12): only roll-up rows of the place asked for and of its
 * children, plus an index range of the entry places below it (never raw rows of a subtree).
 */
export function dashboardRepository(db: Kysely<Database>) {
  return {
    /**
     * The dashboard's one-row figures of a place in one statement: live volunteers of the
     * subtree, entry places, designated units per sub-type in force in the month, and the
     * attendance and entry places with a record of the month and of the month before.
     */
    async summaryRow(
      placeId: number,
      now: { year: string; month: number },
      before: { year: string; month: number },
      key: MonthKey,
      lastYear: string | null,
    ): Promise<SummaryRow> {
      const designated = DESIGNATED_COLUMNS.map(
        (c) => sql`coalesce(sum(${sql.ref(c)}), 0)::int as ${sql.ref(c)}`,
      );
      const { rows } = await sql<SummaryRow>`${prepared('dashboard_summary')}
        select
          coalesce((select live from volunteer_rollup where location_id = ${placeId}), 0)::int
            volunteers,
          coalesce((select upkhand + upkhand_nagar from place_totals
            where location_id = ${placeId}), 0)::int entry_places,
          coalesce(r.total, 0)::int8 attendance,
          coalesce(r.rec_upkhand + r.rec_upkhand_nagar, 0)::int with_record,
          coalesce(r.present_units, 0)::int present_units,
          coalesce(p.total, 0)::int8 previous_attendance,
          case when ${lastYear}::text is not null then coalesce((select y.total
            from sanghik_rollup y where y.location_id = ${placeId}
            and y.year = ${lastYear}::text and y.month = ${now.month}), 0)::int8
          end last_year_attendance,
          (select t.value from target t where t.entity = 'sanghik' and t.field = 'total'
            and t.location_id = ${placeId} and t.year = ${now.year}
            and t.part = ${String(now.month)}) target_attendance,
          d.*
        from (select ${sql.join(designated)} from designation_rollup
          where location_id = ${placeId} and month_key <= ${key}) d
        left join sanghik_rollup r
          on r.location_id = ${placeId} and r.year = ${now.year} and r.month = ${now.month}
        left join sanghik_rollup p
          on p.location_id = ${placeId} and p.year = ${before.year} and p.month = ${before.month}`.execute(
        db,
      );
      return rows[0];
    },

    /** Live volunteers of the subtree (volunteer_rollup, migration 012). */
    async volunteers(placeId: number): Promise<number> {
      const { rows } = await sql<{ live: number }>`${prepared('dashboard_volunteers')}
        select live from volunteer_rollup where location_id = ${placeId}`.execute(db);
      return int(rows[0]?.live);
    },

    /** Designated units per sub-type (1..9) in force in each month up to `lastKey`. */
    async designatedByMonth(placeId: number, keys: readonly MonthKey[]): Promise<number[][]> {
      const last = Math.max(...keys);
      const { rows } = await sql<{
        month_key: number;
        [c: string]: number;
      }>`${prepared('dashboard_designated')}
        select month_key, ${sql.join(DESIGNATED_COLUMNS.map((c) => sql.ref(c)))}
        from designation_rollup where location_id = ${placeId} and month_key <= ${last}`.execute(
        db,
      );
      return keys.map((key) =>
        DESIGNATED_COLUMNS.map((c) =>
          rows.filter((r) => r.month_key <= key).reduce((a, r) => a + int(r[c]), 0),
        ),
      );
    },

    /** Gathering-entry places in the subtree (place_totals). */
    async entryPlaces(placeId: number): Promise<number> {
      const { rows } = await sql<{ n: number }>`${prepared('dashboard_entry_places')}
        select (upkhand + upkhand_nagar)::int n from place_totals where location_id = ${placeId}`.execute(
        db,
      );
      return int(rows[0]?.n);
    },

    /** The place's roll-up rows of these months, in the order asked (zeros where none). */
    async months(
      placeId: number,
      months: readonly { year: string; month: number }[],
    ): Promise<MonthFigures[]> {
      const keys = months.map((m) => sql`(${m.year}, ${m.month})`);
      const { rows } = await sql<Record<string, number | string>>`
        select year, month, praudh, tarun_vyavasayi, maha_vidyarthi, baal, shishu, total,
          ${sql.join(PRESENT.map((c) => sql.ref(c)))},
          (rec_upkhand + rec_upkhand_nagar)::int places_with_record
        from sanghik_rollup
        where location_id = ${placeId} and (year, month) in (${sql.join(keys)})`.execute(db);
      return months.map(({ year, month }) => {
        const r = rows.find((x) => x.year === year && int(x.month) === month) ?? {};
        return {
          year,
          month,
          praudh: int(r.praudh),
          tarun_vyavasayi: int(r.tarun_vyavasayi),
          maha_vidyarthi: int(r.maha_vidyarthi),
          baal: int(r.baal),
          shishu: int(r.shishu),
          total: int(r.total),
          present: PRESENT.map((c) => int(r[c])),
          places_with_record: int(r.places_with_record),
        };
      });
    },

    /**
     * The entry places of the subtree that have reported in the month (a unit present), and
     * what those same places had the month before: this month's figure so far compares with it
     * like for like, not with a whole month of every place.
     */
    async reportedSoFar(
      path: string,
      now: { year: string; month: number },
      before: { year: string; month: number },
    ) {
      const { rows } = await sql<{
        places: number;
        previous: number;
      }>`${prepared('dashboard_so_far')}
        select count(*)::int places, coalesce(sum(p.total), 0)::int8 previous
        from location l
        join sanghik_rollup r
          on r.location_id = l.location_id and r.year = ${now.year} and r.month = ${now.month}
        left join sanghik_rollup p
          on p.location_id = l.location_id and p.year = ${before.year} and p.month = ${before.month}
        where l.level_id = ${ENTRY} and ${inSubtree(path)} and r.present_units > 0`.execute(db);
      return { places: int(rows[0]?.places), previous: int(rows[0]?.previous) };
    },

    /**
     * Up to `limit` open entry places of the subtree with no unit present in the month, tree
     * order.
     */
    async pendingPlaces(path: string, year: string, month: number, limit: number) {
      const { rows } = await sql<PlaceRef>`${prepared('dashboard_pending')}
        select l.location_id, l.localized_name, l.name_suffix, l.level_id
        from location l
        left join sanghik_rollup r
          on r.location_id = l.location_id and r.year = ${year} and r.month = ${month}
        where l.level_id = ${ENTRY} and ${inSubtree(path)}
          and coalesce(r.present_units, 0) = 0 and ${openPlaceSql()}
        order by l.path collate "C"
        limit ${limit}`.execute(db);
      return rows;
    },

    /** The place's attendance target in each of these months, in their order (null: none). */
    async targets(placeId: number, months: readonly YearMonth[]): Promise<(number | null)[]> {
      const keys = months.map((m) => sql`(${m.year}, ${String(m.month)})`);
      const { rows } = await sql<{ year: string; part: string; value: number }>`
        select year, part, value from target
        where entity = 'sanghik' and field = 'total' and location_id = ${placeId}
          and (year, part) in (${sql.join(keys)})`.execute(db);
      return months.map(
        (m) => rows.find((r) => r.year === m.year && r.part === String(m.month))?.value ?? null,
      );
    },

    /** The children with the month's attendance, present and designated units. */
    async children(placeId: number, year: string, month: number, key: MonthKey) {
      const { rows } = await sql<
        PlaceRef & { total: number; present_units: number; designated: number }
      >`
        select l.location_id, l.localized_name, l.name_suffix, l.level_id,
          coalesce(r.total, 0)::int8 total, coalesce(r.present_units, 0)::int present_units,
          coalesce(s.designated, 0)::int designated
        from location l
        left join sanghik_rollup r
          on r.location_id = l.location_id and r.year = ${year} and r.month = ${month}
        left join lateral (
          select sum(${designatedTotal})::int designated from designation_rollup d
          where d.location_id = l.location_id and d.month_key <= ${key}) s on true
        where l.parent_id = ${placeId}
        order by l.localized_name collate "C", l.location_id`.execute(db);
      return rows;
    },

    /** Every entry place of the subtree with its month: units, attendance, who saved it, when. */
    async records(path: string, year: string, month: number, key: MonthKey) {
      const { rows } = await sql<
        PlaceRef & {
          units_reported: number;
          units_designated: number;
          attendance: number;
          saved_by: string | null;
          saved_at: string | null;
          unusual: boolean;
        }
      >`
        select l.location_id, l.localized_name, l.name_suffix, l.level_id,
          coalesce(r.present_units, 0)::int units_reported,
          coalesce(s.designated, 0)::int units_designated,
          coalesce(r.total, 0)::int8 attendance,
          coalesce(u.name, u.email) saved_by,
          to_char(g.saved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') saved_at,
          ${unusualUnder(sql`l.path`, year, month)} unusual
        from location l
        left join sanghik_rollup r
          on r.location_id = l.location_id and r.year = ${year} and r.month = ${month}
        left join lateral (
          select sum(${designatedTotal})::int designated from designation_rollup d
          where d.location_id = l.location_id and d.month_key <= ${key}) s on true
        left join lateral (
          select k.saved_at, k.saved_by from sanghik k
          where k.location_id in (l.location_id, l.parent_id) and k.year = ${year}
            and k.month = ${month}
          order by k.saved_at desc limit 1) g on true
        left join app_user u on u.user_id = g.saved_by
        where l.level_id = ${ENTRY} and ${inSubtree(path)}
          -- a closed place is expected no more; its month stays when it has one
          and (${openPlaceSql()} or coalesce(r.present_units, 0) > 0)`.execute(db);
      return rows;
    },
  };
}

export type DashboardRepository = ReturnType<typeof dashboardRepository>;
