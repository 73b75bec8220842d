import { describe, expect, it } from 'vitest';
import { diffSnapshots } from '../../src/domain/history';
import { swayamsevak } from '../../src/domain/modules';
import {
  volunteerSnapshots,
  type ChangeGroup,
  type HistorySnapshot,
} from '../../src/domain/modules/volunteers';

/** What the volunteer dialog's history shows: the spec's snapshots compared on the register's fields. */
const diffHistory = (snapshots: HistorySnapshot[]) =>
  diffSnapshots(
    swayamsevak.fields.map((f) => f.name),
    volunteerSnapshots(snapshots),
  );

const T1 = '2026-10-01T08:00:00.000Z';
const T2 = '2026-11-21T14:05:00.000Z';
const T3 = '2026-12-02T09:30:00.000Z';

const base: HistorySnapshot = {
  createdAt: T1,
  location_id: 31,
  firstName: 'अमित',
  surname: 'कुलकर्णी',
  mobile: 9876543210,
  phone: null,
  email: '',
  isCap: false,
};
const at = (createdAt: string, patch: Partial<HistorySnapshot> = {}): HistorySnapshot => ({
  ...base,
  createdAt,
  ...patch,
});

const cases: [name: string, snapshots: HistorySnapshot[], expected: ChangeGroup[]][] = [
  ['no snapshots', [], []],
  ['only the creation snapshot', [at(T1)], []],
  ['a save that changed nothing (only createdAt differs)', [at(T1), at(T2)], []],
  [
    'one changed field',
    [at(T1), at(T2, { mobile: 9123456789 })],
    [{ at: T2, changes: [{ field: 'mobile', previous: 9876543210, current: 9123456789 }] }],
  ],
  [
    'several fields, listed in column order with the place first',
    [at(T1), at(T2, { isCap: true, surname: 'जोशी', location_id: 32 })],
    [
      {
        at: T2,
        changes: [
          { field: 'location_id', previous: 31, current: 32 },
          { field: 'surname', previous: 'कुलकर्णी', current: 'जोशी' },
          { field: 'isCap', previous: false, current: true },
        ],
      },
    ],
  ],
  [
    'a field filled for the first time and one emptied',
    [at(T1), at(T2, { phone: 2025551234, email: undefined, specialSkills: 'गायन' })],
    [
      {
        at: T2,
        changes: [
          { field: 'phone', previous: null, current: 2025551234 },
          { field: 'specialSkills', previous: undefined, current: 'गायन' },
        ],
      },
    ],
  ],
  [
    'null, undefined and empty text count as the same; digits as text equal the number',
    [at(T1, { phone: null }), at(T2, { phone: '', mobile: '9876543210' as unknown as number })],
    [],
  ],
  [
    'each save compared with the one before it, unchanged saves skipped',
    [
      at(T1),
      at(T2, { firstName: 'अमोल' }),
      at(T3, { firstName: 'अमोल' }),
      at('2027-01-05T10:00:00.000Z', { firstName: 'अमित' }),
    ],
    [
      { at: T2, changes: [{ field: 'firstName', previous: 'अमित', current: 'अमोल' }] },
      {
        at: '2027-01-05T10:00:00.000Z',
        changes: [{ field: 'firstName', previous: 'अमोल', current: 'अमित' }],
      },
    ],
  ],
];

describe('diffHistory', () => {
  it.each(cases)('%s', (_name, snapshots, expected) => {
    expect(diffHistory(snapshots)).toEqual(expected);
  });
});
