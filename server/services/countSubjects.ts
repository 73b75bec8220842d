import type { FastifyInstance } from 'fastify';
import { placeLabel } from '../../src/domain/geo';
import type { CountFormDeclaration, CountSubject } from '../../src/domain/entities';
import type { CountPeriod, CountSubjectRow } from '../repositories/countRecords';
import type { PlaceRow } from '../repositories/locations';
import type { MonthRef } from '../repositories/sanghik';
import { countHistories } from '../repositories/countHistory';

const label = (p: PlaceRow | undefined) => (p ? placeLabel(p) : '');

/**
 * The subjects of an entry screen with their records: the units under the place (designated in
 * the period's month, or with a record), or its places of the declared levels; each with the
 * place the screen groups it under (a unit's village, a place's parent) and that one's parent.
 */
export async function subjectsOf(
  app: FastifyInstance,
  d: CountFormDeclaration,
  place: PlaceRow,
  period: CountPeriod,
  month: MonthRef,
): Promise<CountSubject[]> {
  const repo = app.repos.countRecords;
  const rows: CountSubjectRow[] =
    d.subject === 'unit'
      ? await repo.unitSubjects(d, place.path, period, month)
      : await repo.placeSubjects(d, place, period);
  const ids = (path: string) => path.split('/').filter(Boolean).map(Number);
  const wanted = new Set(rows.flatMap((r) => ids(r.path).slice(-3)));
  const places = new Map(
    (await app.repos.locations.findByIds([...wanted])).map((p) => [p.location_id, p]),
  );
  const histories = await countHistories(
    app.database.kysely,
    d.name,
    period,
    rows,
    d.subject === 'unit',
  );
  return rows.map((r) => {
    const [grandparent, parent, own] = ids(r.path).slice(-3);
    const [groupId, aboveId] = d.subject === 'unit' ? [own, parent] : [parent, grandparent];
    return {
      subject_id: r.subject_id,
      name: d.subject === 'unit' ? r.name : label(places.get(own)),
      place: { location_id: r.location_id, label: label(places.get(own)) },
      group: {
        location_id: groupId,
        label: label(places.get(groupId)),
        // the group's parent only when it lies below the chosen place (a unit's मंडल)
        parent: [groupId, aboveId].includes(place.location_id)
          ? null
          : label(places.get(aboveId)) || null,
      },
      ekak_type_id: r.ekak_type_id,
      ekak_sub_type_id: r.ekak_sub_type_id,
      values: r.data ?? {},
      version: r.version ?? 0,
      saved_at: r.saved_at ? new Date(r.saved_at).toISOString() : null,
      history: histories.get(r.subject_id),
    };
  });
}
