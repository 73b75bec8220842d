import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  brokenChecks,
  checkMessageKey,
  importanceOf,
  type CheckItem,
  type CheckNote,
} from '../../../src/domain/checks';
import {
  countPeriodKind,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../../../src/domain/engine';
import type { SignedInUser } from '../../plugins/auth';
import { placeInScope } from '../../plugins/scope';
import { translateMrFor } from '../../shared/translateMr';
import { escapeLike } from '../../db/escapeLike';
import { API_ERROR } from '../../../src/domain/apiErrors';
import { isWithinPath, placeLabel } from '../../../src/domain/geo';
import { badRequest, forbidden, notFound } from '../../appError';
import { writeTransaction } from '../../rollups/treeLock';
import { checkFiguresOf } from './countChecks';
import { periodOf } from './countPeriod';
import { storeOf } from './countStores';
import { subjectSourceOf } from './subjectSources';

type Kept = { subject_id: number; check_message: string };
type Reason = Kept & { reason: string; who: string | null; at: string };
type Note = Kept & CheckNote;

/**
 * तपासणी (issue 48 §2): for a count form, a period and a place in the caller's area, every
 * record below the place that breaks one of the form's checks now or was saved with a reason
 * for one — by the place's child it lies under — with its reason and the note of the office
 * above.
 */
export async function checkReview(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: Pick<SignedInUser, 'path'>,
  body: CountPeriodBody,
): Promise<CheckItem[]> {
  const db = app.database.kysely;
  const place = await placeInScope(db, user.path, body.locationId);
  const { parsed, period, month } = periodOf(countPeriodKind(d), body);
  const store = storeOf(d);
  const rows = (
    await subjectSourceOf(d.subject).list(app, store.recordJoin, d, place, period, month)
  ).filter((r) => r.record_id !== null && r.data);
  const figures = d.checks?.length
    ? await checkFiguresOf(db, d, { parsed, period }, rows)
    : new Map();
  const under = `${escapeLike(place.path)}%`;
  const [{ rows: reasons }, { rows: notes }] = await Promise.all([
    sql<Reason>`
      select r.subject_id, r.check_message, r.reason, coalesce(u.name, u.email) as who,
        to_json(r.saved_at)#>>'{}' as at
      from check_reason r left join app_user u on u.user_id = r.saved_by
      where r.entity = ${d.name} and r.year = ${period.year} and r.part = ${period.part}
        and r.location_path like ${under}`.execute(db),
    sql<Note>`
      select n.subject_id, n.check_message, n.comment, n.status, coalesce(u.name, u.email) as by,
        to_json(n.noted_at)#>>'{}' as at
      from check_note n left join app_user u on u.user_id = n.noted_by
      where n.entity = ${d.name} and n.year = ${period.year} and n.part = ${period.part}
        and n.location_path like ${under}`.execute(db),
  ]);
  const keyOf = (k: Kept) => `${k.subject_id}:${k.check_message}`;
  const reasonCodes = new Map<number, string[]>();
  for (const r of reasons)
    reasonCodes.set(r.subject_id, [...(reasonCodes.get(r.subject_id) ?? []), r.check_message]);
  const reasonOf = new Map(reasons.map((r) => [keyOf(r), r]));
  const noteOf = new Map(notes.map((n) => [keyOf(n), n]));

  // each subject's place and the chosen place's child it lies under
  const childIdOf = (path: string) => {
    const below = path.slice(place.path.length).split('/').filter(Boolean).map(Number);
    return below[0] ?? place.location_id;
  };
  const wanted = new Set(rows.flatMap((r) => [r.location_id, childIdOf(r.path)]));
  const places = new Map(
    (await app.repos.locations.findByIds([...wanted])).map((p) => [p.location_id, placeLabel(p)]),
  );
  const words = translateMrFor(d);
  const checks = new Map((d.checks ?? []).map((c) => [c.message, c]));

  const items: CheckItem[] = [];
  for (const r of rows) {
    const broken = new Set(
      brokenChecks(d, r.data!, figures.get(r.subject_id)).map((b) => b.message),
    );
    const codes = new Set([...broken, ...(reasonCodes.get(r.subject_id) ?? [])]);
    for (const code of codes) {
      const key = `${r.subject_id}:${code}`;
      const reason = reasonOf.get(key);
      const note = noteOf.get(key);
      const check = checks.get(code);
      const childId = childIdOf(r.path);
      items.push({
        module: d.name,
        subjectId: r.subject_id,
        subjectName: r.name,
        placeId: r.location_id,
        placeName: places.get(r.location_id) ?? '',
        childId,
        childName: places.get(childId) ?? '',
        check: code,
        checkText: words(checkMessageKey(d.name, code)),
        importance: check ? importanceOf(check) : 'warn',
        broken: broken.has(code),
        reason: reason?.reason ?? null,
        reasonBy: reason?.who ?? null,
        reasonAt: reason?.at ?? null,
        note: note
          ? { comment: note.comment, status: note.status, by: note.by, at: note.at }
          : null,
      });
    }
  }
  // one collator: localeCompare with a locale builds one per comparison
  const byName = new Intl.Collator('mr').compare;
  return items.sort(
    (a, b) =>
      byName(a.childName, b.childName) ||
      byName(a.subjectName, b.subjectName) ||
      (a.check < b.check ? -1 : a.check > b.check ? 1 : 0),
  );
}

/** The office above's note on an item: its comment and follow-up (issue 48 §2). */
export async function noteCheck(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: Pick<SignedInUser, 'path' | 'user_id'>,
  body: CountPeriodBody & { subjectId: number; check: string; comment: string; status: string },
): Promise<void> {
  const db = app.database.kysely;
  const { period, month } = periodOf(countPeriodKind(d), body);
  const [target] = await subjectSourceOf(d.subject).targets(
    db,
    storeOf(d).recordJoin,
    d,
    period,
    month,
    [body.subjectId],
  );
  if (!target) throw notFound('no such subject');
  if (!isWithinPath(target.path, user.path))
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'the subject is outside your area');
  if (!(d.checks ?? []).some((c) => c.message === body.check))
    throw badRequest(`${d.name} has no check ${body.check}`);
  await writeTransaction(db, (trx) =>
    sql`
      insert into check_note (entity, year, part, subject_id, location_id, location_path,
        check_message, comment, status, noted_by)
      values (${d.name}, ${period.year}, ${period.part}, ${body.subjectId}, ${target.location_id},
        ${target.path}, ${body.check}, ${body.comment.trim()}, ${body.status}, ${user.user_id})
      on conflict (entity, year, part, subject_id, check_message) do update
        set comment = excluded.comment, status = excluded.status, noted_by = excluded.noted_by,
          noted_at = now()`.execute(trx),
  );
}
