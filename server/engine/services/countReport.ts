import type { FastifyInstance } from 'fastify';
import {
  reportsOwnRow,
  type CountFormDeclaration,
  type RegisterDeclaration,
  type RollupAnswer,
  type RollupRow,
} from '../../../src/domain/engine';
import { placeLabel } from '../../../src/domain/geo';
import type { CountPeriod } from '../repositories/countRecords';
import type { PlaceRow } from '../../repositories/locations';
import { subjectSourceOf } from './subjectSources';

type Source = CountFormDeclaration | RegisterDeclaration;

/** Per child: the subjects a report counts against, as their kind says; null: a register. */
async function eligibleOf(
  app: FastifyInstance,
  source: Source,
  children: PlaceRow[],
  period: CountPeriod & { monthNumber: number },
) {
  if (source.kind === 'register') return null;
  return subjectSourceOf(source.subject).eligible(app, source, children, period);
}

/**
 * A roll-up report of the chosen place: one row per child place (or the place itself, above) with the figures of the
 * source's roll-up rows (never its records) and the count it is measured against.
 */
export async function rollupAnswer(
  app: FastifyInstance,
  source: Source,
  place: PlaceRow,
  period: CountPeriod & { monthNumber: number },
): Promise<RollupAnswer> {
  const repo = app.repos.countReports;
  const children = reportsOwnRow(source, place.level_id)
    ? [place]
    : await repo.children(place.location_id);
  const ids = children.map((c) => c.location_id);
  const [figures, eligible] = await Promise.all([
    repo.figures(source.name, period.year, period.part, ids),
    eligibleOf(app, source, children, period),
  ]);
  const values = new Map<number, Record<string, number>>(ids.map((id) => [id, {}]));
  let changed = 0;
  for (const f of figures) {
    values.get(f.location_id)![f.field] = Number(f.value);
    changed = Math.max(changed, new Date(f.changed_at).getTime());
  }
  const rows: RollupRow[] = children.map((c) => ({
    location_id: c.location_id,
    localized_name: c.localized_name,
    name_suffix: c.name_suffix,
    level_id: c.level_id,
    eligible: eligible ? (eligible.get(c.location_id) ?? 0) : null,
    values: values.get(c.location_id)!,
  }));
  return {
    place: { location_id: place.location_id, label: placeLabel(place), level_id: place.level_id },
    year: period.year,
    festival: period.part || null,
    computed_at: changed ? new Date(changed).toISOString() : null,
    rows,
  };
}
