import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PLAUSIBILITY, figureHistory, type FigureHistory } from '../../../src/domain/plausibility';
import type { Database } from '../../db/schema';
import { slot } from '../slot';
import type { CountPeriod } from './countRecords';

/** SQL of a place's measure, given the SQL of its id. */
export type PlaceMeasure = (placeId: RawBuilder<unknown>) => RawBuilder<number>;

/** The measures module packages plug in (a subject kind's `placeMeasure`). */
export const PLACE_MEASURES = slot<PlaceMeasure>('place measure');

/**
 * Each subject's last saved records of the form in other periods (newest first, at most
 * PLAUSIBILITY.months) and, where its kind names one, its place's measure (a unit's village's
 * live volunteers, plugged in by its module): what the plausibility rules compare new figures
 * with (issue 15). One query for a screen or a save.
 */
export async function countHistories(
  db: Kysely<Database>,
  entity: string,
  period: CountPeriod,
  subjects: readonly { subject_id: number; location_id: number }[],
  measureName: string | null,
): Promise<Map<number, FigureHistory>> {
  if (subjects.length === 0) return new Map();
  const measure = measureName
    ? PLACE_MEASURES.get(measureName)(sql`s.location_id`)
    : sql<number>`0`;
  const rows = sql.join(subjects.map((s) => sql`(${s.subject_id}::int, ${s.location_id}::int)`));
  const { rows: found } = await sql<{
    subject_id: number;
    measure: number;
    months: FigureHistory['months'];
  }>`
    select s.subject_id, coalesce(${measure}, 0)::int as measure,
      coalesce((select json_agg(h.data order by h.saved_at desc)
        from (select r.data, r.saved_at from count_record r
          where r.entity = ${entity} and r.subject_id = s.subject_id and r.saved_at is not null
            and not (r.year = ${period.year} and r.part = ${period.part})
          order by r.saved_at desc limit ${PLAUSIBILITY.months}) h), '[]'::json) as months
    from (values ${rows}) as s(subject_id, location_id)`.execute(db);
  return new Map(
    found.map((r) => [r.subject_id, figureHistory(r.months, measureName ? r.measure : null)]),
  );
}
