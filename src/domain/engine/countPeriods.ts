import { PLACE_KIND_RULES, PLACE_KINDS, type PlaceKind } from '../report/kinds';
import { monthKey } from '../calendar';
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
  type ReminderPolicy,
  YEARLY_REMINDERS,
} from '../periods';
import type { CountFormDeclaration } from './types';

/** A yearly return's entry window: the current financial year; in April the previous too. */
export const YEARLY_ENTRY_WINDOW: EntryWindow = { back: 0, graceMonths: 1 };

/** A count form's period kind (its `period` crossed with its `axis`); the declaration check
 * refuses a declaration without one. */
export function countPeriodKind(d: CountFormDeclaration): PeriodKind {
  const kind = periodKindOf(d);
  if (!kind) throw new Error(`${d.name}: no period kind ${d.period}/${d.axis ?? ''}`);
  return kind;
}

/** The offices that approve the places directly below them: प्रांत, विभाग, भाग / जिल्हा, तालुका, नगर. */
export const APPROVING_OFFICES: readonly number[] = [1, 2, 3, 6, 7];

/**
 * A yearly return submitted and approved up the tree (issue 46): the yearly entry window, the
 * offices of `levels` approving the places directly below them, and its reminders (issue 47).
 */
export const yearlyWithApproval = (
  levels: readonly number[],
  reminders: ReminderPolicy = YEARLY_REMINDERS,
): PeriodPolicy => ({
  ...YEARLY_ENTRY_WINDOW,
  approval: { levels: [...levels] },
  reminders,
});

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

/** A stored period (year and part: a month's number, a festival's code, '') as a Period. */
export const periodOfPart = (d: CountFormDeclaration, year: string, part: string): Period =>
  d.period === 'month' ? { year, month: Number(part) } : { year, part };

/**
 * The level a form's periods are expected from (its deepest entry level: the gathering's उपखंड),
 * and the place kinds that count those places in the roll-ups (issue 25, points 5–6).
 */
export const expectedLevel = (d: CountFormDeclaration) => Math.max(...d.entryLevels);
export const expectedKinds = (d: CountFormDeclaration): PlaceKind[] =>
  PLACE_KINDS.filter(
    (kind) => kind !== 'vasti' && PLACE_KIND_RULES[kind].levels.includes(expectedLevel(d)),
  );
