import type { FastifyInstance } from 'fastify';
import { placeLabel } from '../../../src/domain/geo';
import { indiaToday } from '../../../src/domain/dates';
import {
  countPeriodKind,
  gateOf,
  type CountFormDeclaration,
  type CountPeriodBody,
  type CountSheet,
  type CountSubject,
} from '../../../src/domain/engine';
import type { SignedInUser } from '../../plugins/auth';
import { entryPlace, periodOf } from './countPeriod';
import type { CountPeriod, CountSubjectRow, MonthRef } from '../repositories/countRecords';
import type { PlaceRow } from '../../repositories/locations';
import { storeOf } from './countStores';
import { approvalStateOf } from './periodSubmission';
import { periodStateOf } from './periodRequests';
import { periodRequests } from '../repositories/periodRequests';
import { SUBJECT_KINDS, subjectTypeFields } from '../../../src/domain/subjects';
import { subjectSourceOf } from './subjectSources';

const label = (p: PlaceRow | undefined) => (p ? placeLabel(p) : '');

/**
 * The subjects of an entry screen with their records, as their kind lists them (the units under
 * the place designated in the period's month or with a record; its places of the declared
 * levels), each with the place the screen groups it under and that one's parent.
 */
export async function subjectsOf(
  app: FastifyInstance,
  d: CountFormDeclaration,
  place: PlaceRow,
  period: CountPeriod,
  month: MonthRef,
): Promise<CountSubject[]> {
  const kind = SUBJECT_KINDS[d.subject];
  const store = storeOf(d);
  const rows: CountSubjectRow[] = await subjectSourceOf(d.subject).list(
    app,
    store.recordJoin,
    d,
    place,
    period,
    month,
  );
  const ids = (path: string) => path.split('/').filter(Boolean).map(Number);
  const wanted = new Set(rows.flatMap((r) => ids(r.path).slice(-3)));
  const places = new Map(
    (await app.repos.locations.findByIds([...wanted])).map((p) => [p.location_id, p]),
  );
  const histories = await store.histories(
    app.database.kysely,
    d,
    { period, month },
    rows,
    kind.placeMeasure,
  );
  return rows.map((r) => {
    const [grandparent, parent, own] = ids(r.path).slice(-3);
    const [groupId, aboveId] =
      kind.groupedUnder === 'ownPlace' ? [own, parent] : [parent, grandparent];
    return {
      subject_id: r.subject_id,
      name: kind.namedBy === 'own' ? r.name : label(places.get(own)),
      place: { location_id: r.location_id, label: label(places.get(own)) },
      group: {
        location_id: groupId,
        label: label(places.get(groupId)),
        // the group's parent only when it lies below the chosen place (a unit's मंडल)
        parent: [groupId, aboveId].includes(place.location_id)
          ? null
          : label(places.get(aboveId)) || null,
      },
      ...subjectTypeFields(r.type_id, r.sub_type_id),
      values: r.data ?? {},
      version: r.version ?? 0,
      saved_at: r.saved_at ? new Date(r.saved_at).toISOString() : null,
      history: histories.get(r.subject_id),
    };
  });
}

/** `POST /<form>/list`: the place of the entry screen, its period and its subjects. */
export async function countEntry(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: Pick<SignedInUser, 'path'>,
  body: CountPeriodBody,
) {
  const place = await entryPlace(app.database.kysely, user.path, d, body.locationId);
  const kind = countPeriodKind(d);
  const { parsed, month, period } = periodOf(kind, body);
  const subjects = await subjectsOf(app, d, place, period, month);
  const where = {
    location_id: place.location_id,
    label: placeLabel(place),
    level_id: place.level_id,
  };
  // the period as the call names it (the year, the month or the axis's value) and its gate
  const db = app.database.kysely;
  const key = { module: d.name, ...period };
  const state = {
    ...(await periodStateOf(db, d, place, period)),
    ...(await approvalStateOf(db, d, place, key, true)),
  };
  const gate = gateOf(d, parsed, indiaToday(), state);
  const at = { module: d.name, location_id: place.location_id, ...period };
  const request = await periodRequests.latestFor(app.database.kysely, at);
  return {
    place: where,
    festival: null,
    ...kind.bodyOf(parsed),
    gate,
    request,
    subjects,
  } as CountSheet;
}
