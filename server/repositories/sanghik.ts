import { sql, type Kysely } from 'kysely';
import type { AttendanceWithTotal } from '../../src/domain/gathering';
import type { Database } from '../db/schema';

export interface MonthRef {
  year: string;
  month: number;
  /** First and last day of the month, 'yyyy-mm-dd'. */
  first: string;
  last: string;
}

export interface UnitAttendance extends AttendanceWithTotal {
  sankalp_id: number;
}

/** Where a unit is and what it is: for the roll-ups of its places. */
export type UnitMeta = ReadonlyMap<number, { path: string; ekak_sub_type_id: number }>;

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
    /** Units under the place designated in the month (or with attendance saved for it). */
    async unitsOfMonth(rootPath: string, m: MonthRef) {
      return db
        .selectFrom('sankalp as u')
        .innerJoin('location as l', 'l.location_id', 'u.location_id')
        .leftJoin('sanghik_upstiti as a', (join) =>
          join
            .onRef('a.sankalp_id', '=', 'u.sankalp_id')
            .on('a.year', '=', m.year)
            .on('a.month', '=', m.month),
        )
        .select(['u.sankalp_id', 'u.localized_name', 'u.ekak_type_id', 'u.ekak_sub_type_id'])
        .select(['l.location_id', 'l.path', 'a.sanghik_id'])
        .select(COUNTS.map((c) => `a.${c}` as const))
        .where('l.path', 'like', `${rootPath}%`)
        .where('u.deleted_at', 'is', null)
        .where((eb) => eb.or([designated(m), eb('a.sanghik_id', 'is not', null)]))
        .orderBy('l.path')
        .orderBy('u.ekak_sub_type_id')
        .orderBy('u.localized_name')
        .orderBy('u.sankalp_id')
        .execute();
    },

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

    /** Of `ids`, those of live units placed under `rootPath`. */
    async unitIdsUnder(rootPath: string, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('sankalp as u')
        .innerJoin('location as l', 'l.location_id', 'u.location_id')
        .select('u.sankalp_id')
        .where('u.sankalp_id', 'in', ids)
        .where('u.deleted_at', 'is', null)
        .where('l.path', 'like', `${rootPath}%`)
        .execute();
      return rows.map((r) => r.sankalp_id);
    },
  };
}
