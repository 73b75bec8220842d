import { isoDate } from '../calendar';
import type { RoleKey } from '../roles';

/**
 * Submitting a period and approving it up the tree (issue 25, point 5), as pure rules. The
 * places a period is expected from are those of the form's deepest entry level (the gathering's
 * उपखंड and उपखंड नगर); an entry office submits its own (a नगर all of those below it); a parent
 * office approves a child once every expected place below it is submitted, or "with N pending".
 */

/** The steps of a period's cycle whose takers a policy may name (issue 46). */
export const APPROVAL_STEPS = ['submit', 'approve', 'return'] as const;
export type ApprovalStep = (typeof APPROVAL_STEPS)[number];

/** One who may take a step: an office of a level, and (when said) only its people of a role. */
export interface StepTaker {
  level: number;
  role?: RoleKey;
}

/**
 * Who approves: offices of these levels approve the places directly below them. A step may
 * name its own takers instead, as (level, role) pairs — approve: levels 3 and 6, office heads
 * only; submit: the entry offices' editors — where one role per step is not enough.
 */
export interface ApprovalPolicy {
  levels: readonly number[];
  steps?: Partial<Record<ApprovalStep, readonly StepTaker[]>>;
}

/** The office and the person taking a step. */
export interface StepTakerOf {
  levelId: number;
  role?: RoleKey;
}

/**
 * Whether a person may take a step of the policy: one of the step's (level, role) pairs when it
 * names them; else submitting is every writer's of an entry office, approving and returning the
 * approving levels'.
 */
export function mayTakeStep(
  policy: ApprovalPolicy | undefined,
  step: ApprovalStep,
  who: StepTakerOf,
): boolean {
  if (!policy) return false;
  const named = policy.steps?.[step];
  if (named) return named.some((t) => t.level === who.levelId && (!t.role || t.role === who.role));
  return step === 'submit' || policy.levels.includes(who.levelId);
}

/** A place's progress in one period, summed over its subtree (kept as roll-ups, never counted). */
export interface PeriodProgress {
  /** Open places the period is expected from. */
  expected: number;
  /** Of them, those with a saved record. */
  saved: number;
  submitted: number;
  /** Submitted by the due day. */
  onTime: number;
  /** Under an approved place (the place itself included). */
  approved: number;
}

export const NO_PROGRESS: PeriodProgress = {
  expected: 0,
  saved: 0,
  submitted: 0,
  onTime: 0,
  approved: 0,
};

/** Expected places below that are not yet submitted. */
export const pendingOf = (p: PeriodProgress) => Math.max(0, p.expected - p.submitted);

/** The last day a submission is on time: `dueAfterDays` after the period's last day. */
export function dueDay(last: string, dueAfterDays: number | undefined): string | null {
  if (dueAfterDays === undefined) return null;
  const d = new Date(`${last}T12:00:00`);
  d.setDate(d.getDate() + dueAfterDays);
  return isoDate(d);
}

/** A submission on `day` is on time when the period has no due day or `day` is not after it. */
export const isOnTime = (day: string, due: string | null) => due === null || day <= due;

/** A child place as an approver sees it. */
export interface ApprovalChild {
  progress: PeriodProgress;
  /** Its own approval, if any. */
  approved: boolean;
}

export type ApprovalState = 'approved' | 'ready' | 'pending' | 'empty';

/** Where a child stands: approved, ready to approve, waiting for submissions, or expecting none. */
export function approvalState(child: ApprovalChild): ApprovalState {
  if (child.approved) return 'approved';
  if (child.progress.expected === 0) return 'empty';
  return pendingOf(child.progress) === 0 ? 'ready' : 'pending';
}

/**
 * Why an office may not approve a child now (a key under `app.periodApproval.error`), or null.
 * `approver`: the approving office's level and the person's role; `frozenAbove`: a place above the child (the
 * approver's own or higher) is approved already.
 */
export function approvalRefusal(
  policy: ApprovalPolicy | undefined,
  approver: StepTakerOf,
  child: ApprovalChild,
  options: { withPending: boolean; frozenAbove: boolean },
): string | null {
  if (!mayTakeStep(policy, 'approve', approver)) return 'notApprover';
  if (options.frozenAbove) return 'approvedAbove';
  const state = approvalState(child);
  if (state === 'approved') return 'already';
  if (state === 'empty') return 'nothingExpected';
  if (state === 'pending' && !options.withPending) return 'notReady';
  return null;
}

/**
 * Why an office may not return a child's submitted period with a reason (issue 46), or null: it
 * approves that child, nothing at or above the child is approved, nothing below it either (an
 * approved place's submission stays), something below it was submitted, and it says why.
 */
export function returnRefusal(
  policy: ApprovalPolicy | undefined,
  approver: StepTakerOf,
  child: ApprovalChild,
  options: { frozenAbove: boolean; reason: string },
): string | null {
  if (!mayTakeStep(policy, 'return', approver)) return 'notApprover';
  if (options.frozenAbove) return 'approvedAbove';
  if (child.approved) return 'already';
  if (child.progress.approved > 0) return 'approvedBelow';
  if (child.progress.submitted === 0) return 'notSubmitted';
  if (!options.reason.trim()) return 'reason';
  return null;
}

/** The office that approves a place is the one directly above it. */
export const approvesPlace = (officePlaceId: number, place: { parent_id: number | null }) =>
  place.parent_id === officePlaceId;

/**
 * Whether an office may approve the places below the place it looks at, now: it looks at its
 * own place, may write, is of an approving level, and nothing at or above it is approved.
 */
export function mayApproveBelow(
  policy: ApprovalPolicy | undefined,
  office: StepTakerOf & { placeId: number; writes: boolean },
  placeId: number,
  frozen: boolean,
): boolean {
  return (
    office.writes && office.placeId === placeId && mayTakeStep(policy, 'approve', office) && !frozen
  );
}
