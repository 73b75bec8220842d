import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  brokenChecks,
  reasonsFor,
  type CheckFigures,
  type CheckReasons,
} from '../../../src/domain/checks';
import { countPeriodKind, type CountFormDeclaration } from '../../../src/domain/engine';
import { parseExpression, referencesOf, type Shift } from '../../../src/domain/expressions';
import type { Period } from '../../../src/domain/periods';
import type { Database } from '../../db/schema';
import { badRequest } from '../../appError';
import { escapeLike } from '../../db/escapeLike';
import { fieldIssueRows } from '../../shared/keyedErrors';
import { translateMrFor } from '../../shared/translateMr';
import { shiftedPeriodOf } from './countPeriod';
import { storeOf } from './countStores';
import type { CountPeriod } from '../repositories/countRecords';

type Values = Record<string, unknown>;
type Subject = { subject_id: number; location_id: number; name: string };

/** What a form's checks read beyond the record: the shifted periods and the other forms' fields. */
export function checkNeeds(d: CountFormDeclaration) {
  const shifts = new Set<Shift>();
  const forms = new Map<string, Set<string>>();
  for (const check of d.checks ?? [])
    for (const side of [check.left, check.right]) {
      if (typeof side !== 'string') continue;
      const parsed = parseExpression(side);
      if (!parsed.ok) continue;
      for (const ref of referencesOf(parsed.expression)) {
        if (ref.form) forms.set(ref.form, (forms.get(ref.form) ?? new Set()).add(ref.field));
        else if (ref.shift) shifts.add(ref.shift);
      }
    }
  return {
    shifts: [...shifts],
    forms: [...forms].map(([form, fields]) => ({ form, fields: [...fields] })),
  };
}

/** Which subjects' records are read: these, or those a query selects (`subject_id`). */
type SubjectIds = readonly number[] | RawBuilder<unknown>;

/** Each subject's record of another period, through the form's store (none: left out). */
async function recordsOf(
  db: Kysely<Database>,
  d: CountFormDeclaration,
  parsed: Period,
  shift: Shift,
  ids: SubjectIds,
): Promise<Map<number, Values>> {
  const at = shiftedPeriodOf(countPeriodKind(d), parsed, shift);
  if (!at) return new Map(); // a year before the app's first: nothing there
  const join = storeOf(d).recordJoin(d, at.period, at.month, 's.subject_id');
  const subjects = Array.isArray(ids)
    ? sql`unnest(${[...ids]}::int[]) as s(subject_id)`
    : sql`(${ids}) as s`;
  const { rows } = await sql<{ subject_id: number; data: Values }>`
    select s.subject_id, c.data from ${subjects} ${join} where c.id is not null`.execute(db);
  return new Map(rows.map((r) => [r.subject_id, r.data]));
}

/** Where the other forms' figures are read: the subjects' places, or every place under one. */
type Places = { ids: readonly number[] } | { below: string };

/** Another form's figures the checks read at each place for the same period (its roll-ups). */
async function formTotals(
  db: Kysely<Database>,
  { form, fields }: { form: string; fields: readonly string[] },
  period: CountPeriod,
  places: Places,
): Promise<Map<number, Values>> {
  const where =
    'ids' in places
      ? sql`r.location_id = any(${[...places.ids]}::int[])`
      : sql`r.location_id in (select location_id from location where path like ${`${escapeLike(places.below)}%`})`;
  const { rows } = await sql<{ location_id: number; data: Values }>`
    select r.location_id, jsonb_object_agg(r.field, r.value) as data from count_rollup r
    where r.entity = ${form} and r.year = ${period.year} and r.part = ${period.part}
      and r.field = any(${[...fields]}::text[]) and ${where}
    group by r.location_id`.execute(db);
  return new Map(rows.map((r) => [r.location_id, r.data]));
}

/** The other forms' figures a form's checks read at the places given, form by form. */
export async function checkTotalsOf(
  db: Kysely<Database>,
  d: CountFormDeclaration,
  period: CountPeriod,
  places: Places,
): Promise<Map<string, Map<number, Values>>> {
  const read = await Promise.all(
    checkNeeds(d).forms.map(
      async (need) => [need.form, await formTotals(db, need, period, places)] as const,
    ),
  );
  return new Map(read);
}

type Shifted = Map<Shift, Map<number, Values>>;

/** The subjects' records of the periods the form's checks shift to (previous, last year). */
export async function checkShiftedOf(
  db: Kysely<Database>,
  d: CountFormDeclaration,
  parsed: Period,
  ids: SubjectIds,
): Promise<Shifted> {
  const read = await Promise.all(
    checkNeeds(d).shifts.map(
      async (shift) => [shift, await recordsOf(db, d, parsed, shift, ids)] as const,
    ),
  );
  return new Map(read);
}

/**
 * What each subject's checks read (issue 48 §1): its record of the previous period and of last
 * year, and the other forms' totals at its place for this period. Nothing is read for a form
 * whose checks read only the record.
 */
export async function checkFiguresOf(
  db: Kysely<Database>,
  d: CountFormDeclaration,
  at: { parsed: Period; period: CountPeriod },
  subjects: readonly { subject_id: number; location_id: number }[],
  /** What was already read (checkShiftedOf, checkTotalsOf), beside the subjects' list. */
  read: { shifted?: Promise<Shifted>; totals?: Promise<Map<string, Map<number, Values>>> } = {},
): Promise<{ get(subjectId: number): CheckFigures }> {
  const needs = checkNeeds(d);
  const ids = subjects.map((s) => s.subject_id);
  // side by side: a pool's connections read them at once (PGlite's one queues them)
  const [shifted, totals] = await Promise.all([
    read.shifted ?? checkShiftedOf(db, d, at.parsed, ids),
    read.totals ??
      checkTotalsOf(db, d, at.period, { ids: [...new Set(subjects.map((s) => s.location_id))] }),
  ]);
  const placeOf = new Map(subjects.map((s) => [s.subject_id, s.location_id]));
  // built when a record is judged: a तपासणी reads tens of thousands
  return {
    get: (subjectId: number): CheckFigures => {
      const place = placeOf.get(subjectId);
      return {
        previous: shifted.get('previous')?.get(subjectId) ?? null,
        lastYear: shifted.get('last_year')?.get(subjectId) ?? null,
        forms: Object.fromEntries(
          needs.forms.map(({ form }) => [form, totals.get(form)?.get(place!) ?? null]),
        ),
      };
    },
  };
}

/**
 * A save's records against the form's checks with what they read: a broken refusing check, a
 * warning with no reason or a reason longer than a line refuse the save (400 naming each); the
 * answer is each record's reasons to keep (only those of the warnings it breaks).
 */
export async function judgedSave(
  db: Kysely<Database>,
  d: CountFormDeclaration,
  at: { parsed: Period; period: CountPeriod },
  records: readonly { subject: Subject; values: Values; reasons?: CheckReasons }[],
): Promise<Map<number, Record<string, string>>> {
  const kept = new Map<number, Record<string, string>>();
  if (!d.checks?.length) return kept;
  const figures = await checkFiguresOf(
    db,
    d,
    at,
    records.map((r) => r.subject),
  );
  const words = translateMrFor(d);
  const problems: ReturnType<typeof fieldIssueRows> = [];
  for (const { subject, values, reasons } of records) {
    const broken = brokenChecks(d, values, figures.get(subject.subject_id));
    const { missing, tooLong, kept: own } = reasonsFor(broken, reasons);
    const issues = [
      ...broken
        .filter((b) => b.importance === 'refuse')
        .map((b) => ({ field: b.field, key: b.key })),
      ...missing.map((b) => ({
        field: b.field,
        key: 'app.check.reasonNeeded',
        args: { check: words(b.key), code: b.message },
      })),
      ...tooLong.map((b) => ({
        field: b.field,
        key: 'app.check.reasonTooLong',
        args: { check: words(b.key), code: b.message },
      })),
    ];
    problems.push(
      ...fieldIssueRows(d, issues, { row: subject.subject_id, prefix: `${subject.name}: ` }),
    );
    if (Object.keys(own).length) kept.set(subject.subject_id, own);
  }
  if (problems.length) throw badRequest(problems[0]!.message, problems);
  return kept;
}
