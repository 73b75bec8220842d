import { isoDate } from '../calendar';
import type { ApprovalPolicy } from './approval';
import type { ReminderPolicy } from './reminders';
import type { EntryWindow, Period, PeriodKind } from './types';

/**
 * When a module's periods take entry, as data in its declaration (issue 25; DHIS2's data input
 * periods and expiry days): the window of open periods, and how many days after a period's last
 * day it closes even inside the window.
 */
export interface PeriodPolicy extends EntryWindow {
  /** Entry closes this many days after the period's last day (none: the window alone). */
  closesAfterDays?: number;
  /** A submission is on time until this many days after the period's last day. */
  dueAfterDays?: number;
  /** Whether the period is submitted and approved up the tree, and by which offices. */
  approval?: ApprovalPolicy;
  /** When its pending offices are reminded, counted from the due day (issue 47). */
  reminders?: ReminderPolicy;
}

/** What is stored about one place's period: its approval, a granted reopening. */
export interface PeriodState {
  approved?: { levelId: number; by: string; on: string };
  /** Every expected place at or below the entry place submitted the period. */
  submitted?: { on: string };
  /** The office above returned it with a reason, and it was not submitted again since. */
  returned?: PeriodReturn;
  /** The last day (yyyy-mm-dd) a granted reopening holds. */
  reopenedUntil?: string;
}

/** An approver sent a submitted period back (issue 46): why, who, the day. */
export interface PeriodReturn {
  reason: string;
  by: string;
  on: string;
}

/**
 * A period not yet approved may have been submitted (the day it was), or returned by the office
 * above with a reason to correct it and submit again.
 */
interface Submission {
  submitted?: { on: string };
  returned?: PeriodReturn;
}

/**
 * Whether a period takes entry today, and why not; a submitted period still takes corrections
 * until it is approved. Days are India's, 'yyyy-mm-dd'.
 */
export type PeriodGate =
  | ({ status: 'open'; closesOn: string | null } & Submission)
  | ({ status: 'reopened'; until: string } & Submission)
  | ({
      status: 'closed';
      reason: 'future' | 'window' | 'expired';
      since: string | null;
    } & Submission)
  | { status: 'approved'; levelId: number; by: string; on: string };

const sameAs = (a: Period) => (b: Period) =>
  a.year === b.year && (a.month ?? 0) === (b.month ?? 0) && (a.part ?? '') === (b.part ?? '');
const dayOf = (iso: string) => new Date(`${iso}T12:00:00`);
const addDays = (iso: string, days: number) => {
  const d = dayOf(iso);
  d.setDate(d.getDate() + days);
  return isoDate(d);
};

/** Whether `period` is in the policy's window on `day` (windows change on a month's first day). */
const inWindow = (kind: PeriodKind, policy: EntryWindow, period: Period, day: Date) =>
  kind.open(day, policy).some(sameAs(period));

/** The first day from `from` (a month's first day) on which the period is out of the window. */
function leavesWindow(kind: PeriodKind, policy: EntryWindow, period: Period, from: string) {
  const start = dayOf(from);
  for (let i = 0; i <= 36; i += 1) {
    const day = new Date(start.getFullYear(), start.getMonth() + i, 1);
    if (!inWindow(kind, policy, period, day)) return isoDate(day);
  }
  return null;
}

/**
 * The one rule of a period's entry, browser and server (issue 25): approved periods are frozen;
 * a granted reopening holds to its last day; otherwise a period is open while its kind's window
 * holds it and, with `closesAfterDays`, until that many days after its last day.
 */
export function periodGate(
  kind: PeriodKind,
  policy: PeriodPolicy,
  period: Period,
  today: Date,
  state: PeriodState = {},
): PeriodGate {
  if (state.approved) return { status: 'approved', ...state.approved };
  const gate = gateByDates(kind, policy, period, today, state.reopenedUntil);
  return {
    ...gate,
    ...(state.submitted ? { submitted: state.submitted } : {}),
    ...(state.returned ? { returned: state.returned } : {}),
  };
}

function gateByDates(
  kind: PeriodKind,
  policy: PeriodPolicy,
  period: Period,
  today: Date,
  reopenedUntil: string | undefined,
): Exclude<PeriodGate, { status: 'approved' }> {
  const day = isoDate(today);
  if (reopenedUntil && day <= reopenedUntil) return { status: 'reopened', until: reopenedUntil };
  const { first, last } = kind.monthOf(period);
  const expiry =
    policy.closesAfterDays === undefined ? null : addDays(last, policy.closesAfterDays);
  const expired = expiry === null ? null : addDays(expiry, 1);
  if (!inWindow(kind, policy, period, today)) {
    if (first > day) return { status: 'closed', reason: 'future', since: null };
    const left = leavesWindow(kind, policy, period, first);
    if (expired && (!left || expired < left)) {
      return { status: 'closed', reason: 'expired', since: expired };
    }
    return { status: 'closed', reason: 'window', since: left };
  }
  if (expired && day >= expired) return { status: 'closed', reason: 'expired', since: expired };
  const leaves = leavesWindow(kind, policy, period, `${day.slice(0, 8)}01`);
  const windowEnd = leaves ? addDays(leaves, -1) : null;
  const closesOn = [expiry, windowEnd].filter((d): d is string => d !== null).sort()[0] ?? null;
  return { status: 'open', closesOn };
}

/** Whether a gate lets a save through. */
export const takesEntry = (gate: PeriodGate) =>
  gate.status === 'open' || gate.status === 'reopened';
