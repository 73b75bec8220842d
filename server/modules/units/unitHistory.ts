import { sql, type Kysely } from 'kysely';
import {
  ATTENDANCE_FIELDS,
  parseFinancialYear,
  type UnitHistory,
} from '../../../src/domain/modules/gathering';
import { PLAUSIBILITY } from '../../../src/domain/plausibility';
import type { Database } from '../../db/schema';

/** A month's place in time, April of the first year = 0 (financial years run April–March). */
const monthOrder = (year: string, month: number) =>
  (parseFinancialYear(year) ?? 0) * 12 + (month >= 4 ? month - 4 : month + 8);
const MONTH_ORDER_SQL = sql`(left(a.year, 4)::int * 12 +
  case when a.month >= 4 then a.month - 4 else a.month + 8 end)`;

/**
 * Each unit's last saved months before `m` (newest first, at most PLAUSIBILITY.months) and the
 * live volunteers of its village: what the plausibility rules compare a new count with. One
 * query for all the units of a screen or a save.
 */
export async function unitHistories(
  db: Kysely<Database>,
  ids: readonly number[],
  m: { year: string; month: number },
): Promise<Map<number, UnitHistory>> {
  if (ids.length === 0) return new Map();
  const counts = sql.join(ATTENDANCE_FIELDS.map((f) => sql`${f}::text, a.${sql.ref(f)}`));
  const { rows } = await sql<{
    sankalp_id: number;
    volunteers: number;
    months: UnitHistory['months'];
  }>`
    select u.sankalp_id, coalesce(v.live, 0)::int as volunteers,
      coalesce((select json_agg(json_build_object(${counts}) order by a.k desc)
        from (select a.*, ${MONTH_ORDER_SQL} as k from sanghik_upstiti a
          where a.sankalp_id = u.sankalp_id and ${MONTH_ORDER_SQL} < ${monthOrder(m.year, m.month)}
          order by k desc limit ${PLAUSIBILITY.months}) a), '[]'::json) as months
    from sankalp u
    left join volunteer_place_count v on v.location_id = u.location_id
    where u.sankalp_id in (${sql.join(ids)})`.execute(db);
  return new Map(rows.map((r) => [r.sankalp_id, { months: r.months, volunteers: r.volunteers }]));
}
