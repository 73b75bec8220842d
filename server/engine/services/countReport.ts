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
import { targetsAt } from '../repositories/targets';
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

type At = CountPeriod & { monthNumber: number };

/** Each child's figures of a period and what it is counted against. */
async function figuresOf(app: FastifyInstance, source: Source, children: PlaceRow[], at: At) {
  const ids = children.map((c) => c.location_id);
  const [figures, eligible] = await Promise.all([
    app.repos.countReports.figures(source.name, at.year, at.part, ids),
    eligibleOf(app, source, children, at),
  ]);
  const values = new Map<number, Record<string, number>>(ids.map((id) => [id, {}]));
  let changed = 0;
  for (const f of figures) {
    values.get(f.location_id)![f.field] = Number(f.value);
    changed = Math.max(changed, new Date(f.changed_at).getTime());
  }
  return { values, eligible, changed };
}

/**
 * A roll-up report of the chosen place: one row per child place (or the place itself, above)
 * with the figures of the source's roll-up rows (never its records) and the count it is
 * measured against; with `lastYear` (a period, or null when the app had none) each row brings
 * the same of the period a year before, and with `targets` its targets of the period (issue 49).
 */
export async function rollupAnswer(
  app: FastifyInstance,
  source: Source,
  place: PlaceRow,
  period: At,
  also: { lastYear?: At | null; targets?: boolean } = {},
): Promise<RollupAnswer> {
  const { lastYear } = also;
  const children = reportsOwnRow(source, place.level_id)
    ? [place]
    : await app.repos.countReports.children(place.location_id);
  const ids = children.map((c) => c.location_id);
  const [now, then, targets] = await Promise.all([
    figuresOf(app, source, children, period),
    lastYear ? figuresOf(app, source, children, lastYear) : null,
    also.targets ? targetsAt(app.database.kysely, source.name, period, ids) : null,
  ]);
  const rows: RollupRow[] = children.map((c) => ({
    location_id: c.location_id,
    localized_name: c.localized_name,
    name_suffix: c.name_suffix,
    level_id: c.level_id,
    eligible: now.eligible ? (now.eligible.get(c.location_id) ?? 0) : null,
    values: now.values.get(c.location_id)!,
    ...(lastYear === undefined
      ? {}
      : {
          last_year: then && {
            eligible: then.eligible ? (then.eligible.get(c.location_id) ?? 0) : null,
            values: then.values.get(c.location_id)!,
          },
        }),
    ...(targets ? { target: targets.get(c.location_id) ?? {} } : {}),
  }));
  return {
    place: { location_id: place.location_id, label: placeLabel(place), level_id: place.level_id },
    year: period.year,
    festival: period.part || null,
    computed_at: now.changed ? new Date(now.changed).toISOString() : null,
    rows,
  };
}
