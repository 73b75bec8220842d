import {
  dueEntries,
  figuresOnDevice,
  joinWaiting,
  outboxCounts,
  outcomeOf,
  retryAt,
  unsentFigureRows,
  type CountEntry,
} from '../../src/domain/engine/outbox';

const at = { locationId: 24, year: '2026-27', month: 11 };
const entry = (key: string, extra: Partial<CountEntry> = {}): CountEntry => ({
  key,
  owner: 6,
  module: 'sanghik',
  body: { ...at, records: [{ subject_id: 1, version: 2, values: { praudh: 5 } }] },
  savedAt: 1_000,
  attempts: 0,
  nextAt: 0,
  state: 'waiting',
  ...extra,
});

describe('what a send of a kept save comes to (issue 26)', () => {
  it.each([
    ['no answer (the link dropped)', {}, 'retry'],
    ['a server failure', { status: 503 }, 'retry'],
    ['too many requests', { status: 429, code: 'RATE_LIMITED' }, 'retry'],
    ['the same save still running', { status: 409, code: 'IN_PROGRESS' }, 'retry'],
    [
      'a save the server applied before its answer was kept',
      { status: 409, code: 'ALREADY_APPLIED' },
      'sent',
    ],
    ['the sign-in expired', { status: 401, code: 'TOKEN_EXPIRED' }, 'signIn'],
    ['a closed period', { status: 409, code: 'PERIOD_CLOSED' }, 'attention'],
    ['someone else saved other figures', { status: 409, code: 'STALE' }, 'attention'],
    ['a figure out of its rule', { status: 400, code: 'VALIDATION' }, 'attention'],
    ['the right to write was taken away', { status: 403, code: 'WRITE_FORBIDDEN' }, 'attention'],
  ])('%s: %s', (_what, error, outcome) => {
    expect(outcomeOf(error)).toBe(outcome);
  });

  it('is sent with no error', () => expect(outcomeOf(null)).toBe('sent'));

  it.each([
    [1, 5_000],
    [2, 15_000],
    [3, 60_000],
    [4, 300_000],
    [9, 300_000],
  ])('after %i failed sends it waits %i ms', (attempts, pause) => {
    expect(retryAt(attempts, 10_000)).toBe(10_000 + pause);
  });
});

describe('which kept saves go now', () => {
  it('sends per module, place and period the oldest, once its pause is over, only for its user', () => {
    const entries = [
      entry('b', { savedAt: 2_000 }),
      entry('a', { savedAt: 1_000 }),
      entry('other-place', { body: { ...entry('x').body, locationId: 25 }, nextAt: 9_000 }),
      entry('other-month', { body: { ...entry('x').body, month: 10 }, savedAt: 3_000 }),
      entry('someone-else', { owner: 7 }),
      entry('refused', { state: 'attention', savedAt: 500 }),
    ];
    expect(dueEntries(entries, 6, 5_000).map((e) => e.key)).toEqual(['a', 'other-month']);
    expect(dueEntries(entries, 6, 9_000).map((e) => e.key)).toEqual([
      'a',
      'other-place',
      'other-month',
    ]);
  });

  it('counts the records, waiting and needing attention, of the signed-in user', () => {
    const two = {
      ...entry('x').body,
      records: [...entry('x').body.records, { subject_id: 2, version: 0, values: {} }],
    };
    const entries = [
      entry('a', { body: two }),
      entry('b'),
      entry('c', { state: 'attention' }),
      entry('d', { owner: 7 }),
    ];
    expect(outboxCounts(entries, 6)).toEqual({ waiting: 3, attention: 1 });
  });
});

describe('a correction made while an earlier save waits', () => {
  it('joins it: new figures replace the waiting ones at the version first read, new subjects added', () => {
    const earlier = entry('first', { savedAt: 1_000, attempts: 2 });
    const later = entry('second', {
      savedAt: 4_000,
      body: {
        ...at,
        confirmedUnusual: true,
        records: [
          { subject_id: 1, version: 2, values: { praudh: 6 } },
          { subject_id: 3, version: 0, values: { baal: 4 } },
        ],
      },
    });
    expect(joinWaiting(earlier, later)).toEqual({
      ...later,
      key: 'second',
      savedAt: 1_000,
      body: {
        ...at,
        confirmedUnusual: true,
        records: [
          { subject_id: 1, version: 2, values: { praudh: 6 } },
          { subject_id: 3, version: 0, values: { baal: 4 } },
        ],
      },
    });
  });

  it('shows the figures kept on the device per subject, the later over the earlier', () => {
    const entries = [
      entry('a', { savedAt: 1_000 }),
      entry('b', {
        savedAt: 2_000,
        state: 'attention',
        body: { ...at, records: [{ subject_id: 1, version: 3, values: { praudh: 8 } }] },
      }),
      entry('c', {
        body: { ...at, locationId: 99, records: [{ subject_id: 5, version: 0, values: {} }] },
      }),
    ];
    const found = figuresOnDevice(entries, 6, { module: 'sanghik', body: at });
    expect([...found]).toEqual([[1, { values: { praudh: 8 }, state: 'attention' }]]);
  });
});

describe('the download of unsent figures', () => {
  it('has one row per record and field, oldest save first, named, blanks left out', () => {
    const entries = [
      entry('later', {
        savedAt: 5_000,
        state: 'attention',
        body: { ...at, records: [{ subject_id: 2, version: 0, values: { baal: 3 } }] },
      }),
      entry('first', {
        body: {
          ...at,
          records: [{ subject_id: 1, version: 2, values: { praudh: 5, shishu: null } }],
        },
      }),
    ];
    const rows = unsentFigureRows(entries, ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'], {
      module: (m) => `M:${m}`,
      place: (id) => `P:${id}`,
      period: (e) => `${(e as CountEntry).body.year}/${(e as CountEntry).body.month}`,
      record: (e) => `R:${e.id}`,
      subject: (_m, id) => `S:${id}`,
      field: (_m, f) => `F:${f}`,
      state: (e) => e.state,
      savedAt: (ms) => `T:${ms}`,
    });
    expect(rows).toEqual([
      ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'],
      ['M:sanghik', 'P:24', '2026-27/11', 'S:1', 'F:praudh', 5, 'waiting', 'T:1000'],
      ['M:sanghik', 'P:24', '2026-27/11', 'S:2', 'F:baal', 3, 'attention', 'T:5000'],
    ]);
  });
});
