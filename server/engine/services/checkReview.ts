import type { FastifyInstance } from 'fastify';
import {
  checkMessageKey,
  importanceOf,
  judgeCheck,
  type CheckChildCount,
  type CheckFigures,
  type CheckItem,
  type CheckReviewAnswer,
  type NoteStatus,
} from '../../../src/domain/checks';
import {
  countPeriodKind,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../../../src/domain/engine';
import type { SignedInUser } from '../../plugins/auth';
import { placeInScope } from '../../plugins/scope';
import { translateMrFor } from '../../shared/translateMr';
import { placeLabel } from '../../../src/domain/geo';
import { notesBelow, reasonsBelow } from '../repositories/checkReasons';
import type { CountSubjectRow } from '../repositories/countRecords';
import { checkFiguresOf, checkShiftedOf, checkTotalsOf } from './countChecks';
import { periodOf } from './countPeriod';
import { storeOf } from './countStores';
import { subjectSourceOf } from './subjectSources';

/** What GET /checks narrows to: one child's items, one status's, one page (none: all). */
export interface CheckReviewView {
  childId?: number;
  status?: NoteStatus;
  page?: number;
  perPage?: number;
}

type Found = { row: CountSubjectRow; code: string; broken: boolean; childId: number };

/**
 * तपासणी (issue 48 §2): for a count form, a period and a place in the caller's area, every
 * record below the place that breaks one of the form's checks now or was saved with a reason
 * for one — by the place's child it lies under — with its reason and the note of the office
 * above; every child's counts, and the items of the view asked for.
 */
export async function checkReview(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: Pick<SignedInUser, 'path'>,
  body: CountPeriodBody,
  view: CheckReviewView = {},
): Promise<CheckReviewAnswer> {
  const db = app.database.kysely;
  const place = await placeInScope(db, user.path, body.locationId);
  const { parsed, period, month } = periodOf(countPeriodKind(d), body);
  // what the checks read beyond the records is read beside the list where it can be
  const source = subjectSourceOf(d.subject);
  const below = source.idsBelow?.(d, place);
  const totals = checkTotalsOf(db, d, period, { below: place.path });
  const shifted = below ? checkShiftedOf(db, d, parsed, below) : undefined;
  const listed = async () => {
    const rows = (await source.list(app, storeOf(d).recordJoin, d, place, period, month)).filter(
      (r) => r.record_id !== null && r.data,
    );
    const figures = d.checks?.length
      ? await checkFiguresOf(db, d, { parsed, period }, rows, { shifted, totals })
      : { get: (): CheckFigures => ({}) };
    return { rows, figures };
  };
  const [{ rows, figures }, , , reasons, notes] = await Promise.all([
    listed(),
    // handled here too: a failed list leaves no rejection unheard
    totals,
    shifted,
    reasonsBelow(db, d.name, period, place.path),
    notesBelow(db, d.name, period, place.path),
  ]);
  const keyOf = (k: { subject_id: number; check_message: string }) =>
    `${k.subject_id}:${k.check_message}`;
  const reasonCodes = new Map<number, string[]>();
  for (const r of reasons)
    reasonCodes.set(r.subject_id, [...(reasonCodes.get(r.subject_id) ?? []), r.check_message]);
  const reasonOf = new Map(reasons.map((r) => [keyOf(r), r]));
  const noteOf = new Map(notes.map((n) => [keyOf(n), n]));

  // the chosen place's child each subject lies under (the place itself for its own)
  const childIdOf = (path: string) => {
    const from = place.path.length;
    const end = path.indexOf('/', from);
    return end > from ? Number(path.slice(from, end)) : place.location_id;
  };
  const checks = d.checks ?? [];
  const found: Found[] = [];
  for (const row of rows) {
    const childId = childIdOf(row.path);
    const figure = figures.get(row.subject_id);
    const broken = checks.filter((c) => judgeCheck(d, c, row.data!, figure) === false);
    for (const c of broken) found.push({ row, code: c.message, broken: true, childId });
    for (const code of reasonCodes.get(row.subject_id) ?? [])
      if (!broken.some((c) => c.message === code))
        found.push({ row, code, broken: false, childId });
  }
  const statusOf = (f: Found) => noteOf.get(`${f.row.subject_id}:${f.code}`)?.status ?? 'open';
  const childNames = await placeLabels(app, [...new Set(found.map((f) => f.childId))]);
  const children = countByChild(found, childNames, statusOf);

  const chosen = found.filter(
    (f) =>
      (view.childId === undefined || f.childId === view.childId) &&
      (view.status === undefined || statusOf(f) === view.status),
  );
  // one collator: localeCompare with a locale builds one per comparison
  const byName = new Intl.Collator('mr').compare;
  const childOrder = new Map(children.map((c, i) => [c.childId, i]));
  chosen.sort(
    (a, b) =>
      childOrder.get(a.childId)! - childOrder.get(b.childId)! ||
      byName(a.row.name, b.row.name) ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  const shown = view.perPage
    ? chosen.slice(((view.page ?? 1) - 1) * view.perPage, (view.page ?? 1) * view.perPage)
    : chosen;
  const placeNames = await placeLabels(app, [...new Set(shown.map((f) => f.row.location_id))]);
  const words = translateMrFor(d);
  const checkOf = new Map(checks.map((c) => [c.message, c]));
  const textOf = new Map([...checkOf.keys()].map((c) => [c, words(checkMessageKey(d.name, c))]));
  const items = shown.map(({ row, code, broken, childId }): CheckItem => {
    const reason = reasonOf.get(`${row.subject_id}:${code}`);
    const note = noteOf.get(`${row.subject_id}:${code}`);
    const check = checkOf.get(code);
    return {
      module: d.name,
      subjectId: row.subject_id,
      subjectName: row.name,
      placeId: row.location_id,
      placeName: placeNames.get(row.location_id) ?? '',
      childId,
      childName: childNames.get(childId) ?? '',
      check: code,
      checkText: textOf.get(code) ?? words(checkMessageKey(d.name, code)),
      importance: check ? importanceOf(check) : 'warn',
      broken,
      reason: reason?.reason ?? null,
      reasonBy: reason?.who ?? null,
      reasonAt: reason?.at ?? null,
      note: note ? { comment: note.comment, status: note.status, by: note.by, at: note.at } : null,
    };
  });
  return { items, total: chosen.length, children };
}

/** Places' names as the screens show them ("कोळवण गाव"). */
async function placeLabels(app: FastifyInstance, ids: readonly number[]) {
  const found = ids.length ? await app.repos.locations.findByIds([...ids]) : [];
  return new Map(found.map((p) => [p.location_id, placeLabel(p)]));
}

/** Each child's items to follow up and done, the children in the order of their names. */
function countByChild(
  found: readonly Found[],
  names: ReadonlyMap<number, string>,
  statusOf: (f: Found) => NoteStatus,
): CheckChildCount[] {
  const counts = new Map<number, CheckChildCount>();
  for (const f of found) {
    const count = counts.get(f.childId) ?? {
      childId: f.childId,
      childName: names.get(f.childId) ?? '',
      open: 0,
      done: 0,
    };
    count[statusOf(f)] += 1;
    counts.set(f.childId, count);
  }
  const byName = new Intl.Collator('mr').compare;
  return [...counts.values()].sort((a, b) => byName(a.childName, b.childName));
}
