import { conflictFields, recordFate, sameRecord } from '../../src/domain/engine';
import { countFormByName } from '../../src/domain/modules';

const sanghik = countFormByName('sanghik')!;
const utsav = countFormByName('utsav')!;
// प्रौढ units (sub-type 4) show one input: praudh
const PRAUDH = 4;

describe('what a save does with a record someone else may have saved meanwhile (issue 26)', () => {
  const cases: [
    what: string,
    sent: { version?: number; values: Record<string, unknown> },
    stored: { version: number; values: Record<string, unknown> | null },
    fate: string,
  ][] = [
    [
      'nobody saved it since it was read',
      { version: 3, values: { praudh: 9 } },
      { version: 3, values: { praudh: 2 } },
      'write',
    ],
    [
      'never saved, read as new',
      { version: 0, values: { praudh: 9 } },
      { version: 0, values: null },
      'write',
    ],
    [
      'the caller sent no version (the spec call)',
      { values: { praudh: 9 } },
      { version: 7, values: { praudh: 2 } },
      'write',
    ],
    [
      'saved meanwhile with the same figures',
      { version: 3, values: { praudh: 9 } },
      { version: 4, values: { praudh: 9 } },
      'same',
    ],
    [
      'the same figure as text and as a number',
      { version: 3, values: { praudh: '9' } },
      { version: 4, values: { praudh: 9 } },
      'same',
    ],
    [
      'saved meanwhile with other figures',
      { version: 3, values: { praudh: 9 } },
      { version: 4, values: { praudh: 2 } },
      'conflict',
    ],
    [
      'saved first by someone else while this one was new',
      { version: 0, values: { praudh: 9 } },
      { version: 1, values: { praudh: 2 } },
      'conflict',
    ],
    [
      'a figure left empty against a saved zero',
      { version: 3, values: {} },
      { version: 4, values: { praudh: 0 } },
      'conflict',
    ],
    [
      'other figures only in a field the card does not show',
      { version: 3, values: { praudh: 9 } },
      { version: 4, values: { praudh: 9, baal: 5 } },
      'same',
    ],
  ];
  it.each(cases)('%s: %s', (_what, sent, stored, fate) => {
    expect(recordFate(sanghik, PRAUDH, sent, stored)).toBe(fate);
  });
});

describe('the same record, field by field', () => {
  it.each([
    [{ heldOn: '2026-07-01', mahila: 3 }, { heldOn: '2026-07-01', mahila: 3 }, true],
    [{ heldOn: '2026-07-01', mahila: 3 }, { heldOn: '2026-07-02', mahila: 3 }, false],
    [{ mahila: null }, { mahila: '' }, true],
    [{ mahila: 0 }, {}, false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameRecord(utsav, undefined, a, b)).toBe(same);
  });

  it('names the fields that differ, in the order the card shows them', () => {
    const differ = conflictFields(utsav, undefined, {
      yours: { heldOn: '2026-07-01', mahila: 3, nimantrit: 1 },
      theirs: { heldOn: '2026-07-01', mahila: 4, nimantrit: 2 },
    });
    expect(differ.map((f) => f.name)).toEqual(['mahila', 'nimantrit']);
  });
});
