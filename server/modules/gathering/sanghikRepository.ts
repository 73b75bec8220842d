import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

import type { MonthRef } from '../../engine/repositories/countRecords';

export type { MonthRef };

export const COUNTS = [
  'praudh',
  'tarun_vyavasayi',
  'maha_vidyarthi',
  'baal',
  'shishu',
  'total',
] as const;

/**
 * A unit is designated in a month when it was active at some time in it: an 'active' change
 * effective by the month's last day that no later change replaced on or before its first day.
 */
const designated = (m: MonthRef) => sql<boolean>`exists (
  select 1 from sankalp_status s
  where s.sankalp_id = u.sankalp_id and s.status = 'active'
    and s.effective_date <= ${m.last}::date
    and not exists (
      select 1 from sankalp_status n
      where n.sankalp_id = s.sankalp_id and n.effective_date <= ${m.first}::date
        and (n.effective_date, n.status_id) > (s.effective_date, s.status_id)))`;

/** The SQL condition "unit `u` is designated in the month" (also used by count forms). */
export { designated as designatedInMonth };

export function sanghikRepository(db: Kysely<Database>) {
  return {
    async recordId(locationId: number, year: string, month: number) {
      const row = await db
        .selectFrom('sanghik')
        .select('sanghik_id')
        .where('location_id', '=', locationId)
        .where('year', '=', year)
        .where('month', '=', month)
        .executeTakeFirst();
      return row?.sanghik_id ?? null;
    },
  };
}
