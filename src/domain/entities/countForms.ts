import { ALL_LEVELS } from '../levels';
import { inputsOf } from '../gathering/units';
import { financialYear, monthKey } from '../gathering/calendar';
import { SUBJECT_KINDS } from '../subjects';
import { brokenRuleIssue } from '../namedRules';
import { entitySchema, validateEntity, type EntityValidation, type SchemaOptions } from './schema';
import {
  openYears,
  periodGate,
  periodKindOf,
  takesEntry,
  type EntryWindow,
  type Period,
  type PeriodGate,
  type PeriodKind,
  type PeriodPolicy,
  type PeriodState,
} from '../periods';
import type {
  CountFormDeclaration,
  EntityDeclaration,
  FieldDeclaration,
  FormDeclaration,
  RegisterDeclaration,
} from './types';

type Values = Readonly<Record<string, unknown>>;
/** A record's share of its places' roll-ups: `_records` (1 when present), `total` and each summed field. */
export type Contribution = Record<string, number>;

const count = (value: unknown) =>
  value === true ? 1 : typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The fields a subject's card shows: a unit sees the attendance inputs of its sub-type only. */
export function fieldsFor(d: FormDeclaration, subTypeId?: number): FieldDeclaration[] {
  const inputs = subTypeId === undefined ? undefined : inputsOf(subTypeId);
  return d.fields.filter((f) => !f.unitInput || (inputs ?? []).includes(f.name as never));
}

/** The form of a subject's card (its sub-type's fields) and its schema. */
function cardForm(d: CountFormDeclaration, subTypeId: number | undefined, options: SchemaOptions) {
  const form = { ...d, fields: fieldsFor(d, subTypeId) };
  return { form, schema: entitySchema(form, options) };
}

// a save checks every unit of a month: each card's schema is built once per sub-type
const cards = new WeakMap<
  CountFormDeclaration,
  Map<number | undefined, ReturnType<typeof cardForm>>
>();
function cachedForm(d: CountFormDeclaration, subTypeId: number | undefined) {
  const own = cards.get(d) ?? new Map<number | undefined, ReturnType<typeof cardForm>>();
  cards.set(d, own);
  const known = own.get(subTypeId) ?? cardForm(d, subTypeId, {});
  own.set(subTypeId, known);
  return known;
}

/**
 * A subject's record as its card shows it (DESIGN §7): each field's rule and the total's
 * (`totalRule`), problems in field order; a value the card does not show is refused, or with
 * `dropHidden` (the spec's gathering call, which sends every count) left out. The entry
 * screen's check and the server's.
 */
export function checkRecord(
  d: CountFormDeclaration,
  subTypeId: number | undefined,
  values: Values,
  options: SchemaOptions & { dropHidden?: boolean } = {},
): EntityValidation {
  const { form, schema } = options.now ? cardForm(d, subTypeId, options) : cachedForm(d, subTypeId);
  const shown = new Set(form.fields.map((f) => f.name));
  const hidden = options.dropHidden ? d.fields.filter((f) => !shown.has(f.name)) : [];
  const own = Object.fromEntries(
    Object.entries(values).filter(([k]) => !hidden.some((f) => f.name === k)),
  );
  const result = validateEntity(form, schema, own);
  if (!result.values) return result;
  const total = brokenRuleIssue(d.totalRule, recordTotal(d, result.values), { today: '' });
  return total ? { issues: [{ field: 'total', ...total }] } : result;
}

/** The computed total: the sum of the fields declared `inTotal`. */
export const recordTotal = (d: FormDeclaration, values: Values): number =>
  d.fields.filter((f) => f.inTotal).reduce((sum, f) => sum + count(values[f.name]), 0);

/** A record counts as held / reported when any summed field is above zero. */
export const isPresent = (d: FormDeclaration, values: Values): boolean =>
  d.fields.some((f) => f.summed && count(values[f.name]) > 0);

/** What a record adds to the roll-ups of every place above it (nothing for no record). */
export function contribution(d: FormDeclaration, values: Values | null): Contribution {
  if (!values || !isPresent(d, values)) return {};
  const out: Contribution = { _records: 1, total: recordTotal(d, values) };
  for (const f of d.fields) if (f.summed) out[f.name] = count(values[f.name]);
  return out;
}

/** The change a save makes to each roll-up figure (zero changes left out). */
export function contributionDelta(before: Contribution, after: Contribution): Contribution {
  const out: Contribution = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const change = (after[key] ?? 0) - (before[key] ?? 0);
    if (change !== 0) out[key] = change;
  }
  return out;
}

/**
 * What a register record adds to the roll-ups of its places (`RegisterDeclaration.rollup`): it
 * counts once, its summed fields, its total, and once under its value of the split field.
 */
export function registerContribution(d: RegisterDeclaration, values: Values | null): Contribution {
  if (!values || !d.rollup) return {};
  const out: Contribution = { _records: 1, total: recordTotal(d, values) };
  for (const f of d.fields) if (f.summed) out[f.name] = count(values[f.name]);
  const split = d.rollup.splitBy;
  if (split && typeof values[split] === 'string') out[`${split}:${values[split]}`] = 1;
  return out;
}

/** The financial year a register record counts in (of its period field's date), if any. */
export function registerRollupYear(d: RegisterDeclaration, values: Values): string | undefined {
  const date = d.rollup && values[d.rollup.periodField];
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? financialYear(new Date(`${date}T12:00:00`))
    : undefined;
}

/** A yearly return's entry window: the current financial year; in April the previous too. */
export const YEARLY_ENTRY_WINDOW: EntryWindow = { back: 0, graceMonths: 1 };

/** A count form's period kind (its `period` crossed with its `axis`); the declaration check
 * refuses a declaration without one. */
export function countPeriodKind(d: CountFormDeclaration): PeriodKind {
  const kind = periodKindOf(d);
  if (!kind) throw new Error(`${d.name}: no period kind ${d.period}/${d.axis ?? ''}`);
  return kind;
}

export const policyOf = (d: CountFormDeclaration): PeriodPolicy =>
  d.periodPolicy ?? YEARLY_ENTRY_WINDOW;

/** Whether a place's period of the form takes entry today, and why not (issue 25). */
export const gateOf = (
  d: CountFormDeclaration,
  period: Period,
  today: Date,
  state: PeriodState = {},
): PeriodGate => periodGate(countPeriodKind(d), policyOf(d), period, today, state);

/** Years a count form may be entered for, newest first. */
export const entryYears = (d: CountFormDeclaration, today: Date): string[] =>
  openYears(countPeriodKind(d), policyOf(d), today);

/** Monthly forms: the months open for entry today (current first), as a month field offers them. */
export const entryMonths = (d: CountFormDeclaration, today: Date) =>
  countPeriodKind(d)
    .open(today, policyOf(d))
    .flatMap((p) => (p.month ? [{ month: p.month, labelKey: monthKey(p.month) }] : []));

/** Whether a period of the form is open for entry today (the browser's and the server's rule). */
export const isPeriodOpenForEntry = (d: CountFormDeclaration, period: Period, today: Date) =>
  takesEntry(gateOf(d, period, today));

/** The place levels whose roll-up report a count form offers (none without `rollupView`). */
export function rollupLevels(d: CountFormDeclaration): number[] {
  if (!d.rollupView) return [];
  const above = ALL_LEVELS.filter((l) => l < Math.min(...d.entryLevels));
  return d.rollupView === 'alsoAtEntry' ? [...above, ...d.entryLevels] : above;
}

/**
 * Whether a roll-up of `source` at a place of `levelId` is that place's own row: a count form's
 * records entered for the place itself (an उपखंड's campaign return) are held by none of its
 * children (spec §6: every user sees the अभियान गोषवारा, the उपखंड's own office too).
 */
export const reportsOwnRow = (source: EntityDeclaration, levelId: number): boolean =>
  source.kind === 'countForm' &&
  SUBJECT_KINDS[source.subject].ownRowAtPlaceLevels &&
  source.placeLevels.includes(levelId);

/** What the count form screen shows for a chosen place level: entry, the roll-up, or nothing. */
export function countFormView(
  d: CountFormDeclaration,
  levelId: number,
): 'entry' | 'report' | 'none' {
  if (d.entryLevels.includes(levelId)) return 'entry';
  return d.rollupView && levelId < Math.min(...d.entryLevels) ? 'report' : 'none';
}
