import { describe, expect, it } from 'vitest';
import {
  approvalRefusal,
  approvesPlace,
  mayTakeStep,
  returnRefusal,
  mayApproveBelow,
  approvalState,
  dueDay,
  isOnTime,
  NO_PROGRESS,
  type PeriodProgress,
} from '../../src/domain/periods';

const progress = (p: Partial<PeriodProgress>): PeriodProgress => ({ ...NO_PROGRESS, ...p });
const POLICY = { levels: [3, 6] };

describe('approvalState', () => {
  it.each([
    ['approved, whatever is pending', { expected: 4, submitted: 1 }, true, 'approved'],
    ['every expected place submitted', { expected: 4, submitted: 4 }, false, 'ready'],
    ['one place not submitted', { expected: 4, submitted: 3 }, false, 'pending'],
    ['nothing expected below', { expected: 0 }, false, 'empty'],
  ] as const)('%s', (_what, p, approved, state) => {
    expect(approvalState({ progress: progress(p), approved })).toBe(state);
  });
});

describe('approvalRefusal', () => {
  const ready = { progress: progress({ expected: 3, submitted: 3 }), approved: false };
  const pending = { progress: progress({ expected: 3, submitted: 1 }), approved: false };
  const plain = { withPending: false, frozenAbove: false };
  it.each([
    ['a ready child, by an approving level', POLICY, 3, ready, plain, null],
    ['a level that does not approve', POLICY, 4, ready, plain, 'notApprover'],
    ['a form without approval', undefined, 3, ready, plain, 'notApprover'],
    ['a child with places pending', POLICY, 6, pending, plain, 'notReady'],
    ['the same, "with N pending"', POLICY, 6, pending, { ...plain, withPending: true }, null],
    ['a child approved already', POLICY, 3, { ...ready, approved: true }, plain, 'already'],
    ['under an approved place', POLICY, 6, ready, { ...plain, frozenAbove: true }, 'approvedAbove'],
    [
      'a child that expects nothing',
      POLICY,
      3,
      { progress: NO_PROGRESS, approved: false },
      plain,
      'nothingExpected',
    ],
  ] as const)('%s', (_what, policy, level, child, options, refusal) => {
    expect(approvalRefusal(policy, { levelId: level }, child, options)).toBe(refusal);
  });
});

describe('mayTakeStep: who takes each step, as (level, role) pairs', () => {
  const HEADS = {
    levels: [3, 6, 7],
    steps: {
      approve: [
        { level: 3, role: 'karyalay_pramukh' },
        { level: 6, role: 'karyalay_pramukh' },
      ],
      submit: [{ level: 8, role: 'editor' }],
    },
  } as const;
  it.each([
    ['approve: a listed level without pairs', POLICY, 'approve', { levelId: 6 }, true],
    ['approve: an unlisted level', POLICY, 'approve', { levelId: 7 }, false],
    ['return: as approving, by level', POLICY, 'return', { levelId: 3 }, true],
    ['submit: every writer when no pairs', POLICY, 'submit', { levelId: 8 }, true],
    [
      'approve: an office head of level 3',
      HEADS,
      'approve',
      { levelId: 3, role: 'karyalay_pramukh' },
      true,
    ],
    ['approve: an editor of level 3', HEADS, 'approve', { levelId: 3, role: 'editor' }, false],
    [
      'approve: an office head of level 7 (levels no longer decide)',
      HEADS,
      'approve',
      { levelId: 7, role: 'karyalay_pramukh' },
      false,
    ],
    [
      'return: not named, so the approving levels',
      HEADS,
      'return',
      { levelId: 7, role: 'editor' },
      true,
    ],
    ['submit: an editor of the entry level', HEADS, 'submit', { levelId: 8, role: 'editor' }, true],
    [
      'submit: an office head of the entry level',
      HEADS,
      'submit',
      { levelId: 8, role: 'karyalay_pramukh' },
      false,
    ],
    ['any step of a form without approval', undefined, 'submit', { levelId: 8 }, false],
  ] as const)('%s', (_what, policy, step, who, allowed) => {
    expect(mayTakeStep(policy, step, who)).toBe(allowed);
  });
});

describe('returnRefusal', () => {
  const submitted = { progress: progress({ expected: 3, submitted: 2 }), approved: false };
  const why = { frozenAbove: false, reason: 'प्रौढ संख्या तपासा' };
  it.each([
    ['a child with submissions, with a reason', POLICY, 6, submitted, why, null],
    ['a level that does not approve', POLICY, 4, submitted, why, 'notApprover'],
    ['a form without approval', undefined, 6, submitted, why, 'notApprover'],
    [
      'under an approved place',
      POLICY,
      6,
      submitted,
      { ...why, frozenAbove: true },
      'approvedAbove',
    ],
    ['a child approved already', POLICY, 6, { ...submitted, approved: true }, why, 'already'],
    [
      'a child with an approved place below',
      POLICY,
      3,
      { progress: progress({ expected: 3, submitted: 3, approved: 1 }), approved: false },
      why,
      'approvedBelow',
    ],
    [
      'a child nothing was submitted under',
      POLICY,
      6,
      { progress: progress({ expected: 3 }), approved: false },
      why,
      'notSubmitted',
    ],
    ['no reason, or only spaces', POLICY, 6, submitted, { ...why, reason: '  ' }, 'reason'],
  ] as const)('%s', (_what, policy, level, child, options, refusal) => {
    expect(returnRefusal(policy, { levelId: level }, child, options)).toBe(refusal);
  });
});

describe('the due day', () => {
  it.each([
    ['2026-10-31', 7, '2026-11-07'],
    ['2027-02-28', 3, '2027-03-03'],
    ['2026-12-31', 0, '2026-12-31'],
  ])('%s + %i days is %s', (last, days, due) => {
    expect(dueDay(last, days)).toBe(due);
  });
  it('is on time up to the due day, and always without one', () => {
    expect(isOnTime('2026-11-07', '2026-11-07')).toBe(true);
    expect(isOnTime('2026-11-08', '2026-11-07')).toBe(false);
    expect(isOnTime('2030-01-01', dueDay('2026-10-31', undefined))).toBe(true);
  });
});

describe('who approves', () => {
  const office = { levelId: 3, placeId: 10, writes: true };
  it.each([
    ['its own place, a writer of an approving level', office, 10, false, true],
    ['a place that is not its own', office, 11, false, false],
    ['a reader', { ...office, writes: false }, 10, false, false],
    ['a level that does not approve', { ...office, levelId: 4 }, 10, false, false],
    ['under an approval', office, 10, true, false],
  ] as const)('%s', (_what, who, placeId, frozen, may) => {
    expect(mayApproveBelow(POLICY, who, placeId, frozen)).toBe(may);
  });

  it('approves a place only from directly above it', () => {
    expect(approvesPlace(10, { parent_id: 10 })).toBe(true);
    expect(approvesPlace(1, { parent_id: 10 })).toBe(false);
    expect(approvesPlace(10, { parent_id: null })).toBe(false);
  });
});
