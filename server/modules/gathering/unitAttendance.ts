import type { Kysely } from 'kysely';
import type { YearMonth } from '../../../src/domain/modules/gathering';
import type { Database } from '../../db/schema';
import { COUNTS } from './sanghikRepository';

export type Counts = Record<(typeof COUNTS)[number], number>;
export type MonthAttendance = YearMonth & Counts & { saved: boolean };

const ZERO: Counts = {
  praudh: 0,
  tarun_vyavasayi: 0,
  maha_vidyarthi: 0,
  baal: 0,
  shishu: 0,
  total: 0,
};

/** A unit's saved attendance by month. */
export function unitAttendanceRepository(db: Kysely<Database>) {
  return {
    /** One row per month asked for, in their order; months never saved are zeros. */
    async byMonth(sankalpId: number, months: readonly YearMonth[]): Promise<MonthAttendance[]> {
      const years = [...new Set(months.map((m) => m.year))];
      const rows = await db
        .selectFrom('sanghik_upstiti')
        .select(['year', 'month', ...COUNTS])
        .where('sankalp_id', '=', sankalpId)
        .where('year', 'in', years)
        .execute();
      const saved = new Map(rows.map((r) => [`${r.year}/${r.month}`, r]));
      return months.map(({ year, month }) => {
        const row = saved.get(`${year}/${month}`);
        const counts = row ? Object.fromEntries(COUNTS.map((c) => [c, row[c]])) : ZERO;
        return { year, month, ...(counts as Counts), saved: row !== undefined };
      });
    },
  };
}
