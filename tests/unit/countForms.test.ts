import {
  checkRecord,
  contribution,
  contributionDelta,
  countFormView,
  entryMonths,
  entryYears,
  fieldsFor,
  isPeriodOpenForEntry,
  recordTotal,
  registerContribution,
  registerRollupYear,
  reportsOwnRow,
  rollupLevels,
  rollupColumns,
  type RollupRow,
} from '../../src/domain/engine';
import { COUNT_FORMS, countFormByName, registerByName } from '../../src/domain/modules';
import { pickerOf } from '../../src/engine/countForm/pickerOf';
import { headerRows, reportTotalsRow } from '../../src/domain/report';

const utsav = countFormByName('utsav')!;
const bhaugolik = countFormByName('bhaugolik')!;
const karyakram = registerByName('karyakram')!;

describe('entry window: the current financial year, in April also the previous one', () => {
  const cases: [month: number, years: string[]][] = [
    [1, ['2025-26']],
    [2, ['2025-26']],
    [3, ['2025-26']],
    [4, ['2026-27', '2025-26']],
    [5, ['2026-27']],
    [6, ['2026-27']],
    [7, ['2026-27']],
    [8, ['2026-27']],
    [9, ['2026-27']],
    [10, ['2026-27']],
    [11, ['2026-27']],
    [12, ['2026-27']],
  ];
  it.each(cases)('in month %i of 2026 the years open are %j', (month, years) => {
    const today = new Date(2026, month - 1, 15);
    expect(entryYears(bhaugolik, today)).toEqual(years);
    expect(entryYears(utsav, today)).toEqual(years);
    expect(isPeriodOpenForEntry(bhaugolik, { year: '2024-25', part: '' }, today)).toBe(false);
    expect(isPeriodOpenForEntry(bhaugolik, { year: '2026-2', part: '' }, today)).toBe(false);
    for (const year of years) {
      expect(isPeriodOpenForEntry(bhaugolik, { year, part: '' }, today)).toBe(true);
      expect(isPeriodOpenForEntry(utsav, { year, part: 'gurupujan' }, today)).toBe(true);
      expect(isPeriodOpenForEntry(utsav, { year, part: 'holi' }, today)).toBe(false);
    }
  });
});

describe('what the count form screen shows for a chosen level', () => {
  it.each([
    [utsav, 7, 'entry'],
    [utsav, 8, 'entry'],
    [utsav, 6, 'none'],
    [bhaugolik, 8, 'entry'],
    [bhaugolik, 6, 'report'],
    [bhaugolik, 1, 'report'],
    [bhaugolik, 10, 'none'],
  ] as const)('%#: level %i → %s', (d, level, view) => {
    expect(countFormView(d, level)).toBe(view);
  });
});

describe('a unit sees the attendance inputs of its sub-type (DESIGN §7) and the festival extras', () => {
  it.each([
    [1, ['heldOn', 'maha_vidyarthi', 'baal', 'shishu', 'mahila', 'nimantrit']],
    [3, ['heldOn', 'tarun_vyavasayi', 'shishu', 'mahila', 'nimantrit']],
    [4, ['heldOn', 'praudh', 'shishu', 'mahila', 'nimantrit']],
    [5, ['heldOn', 'maha_vidyarthi', 'baal', 'shishu', 'mahila', 'nimantrit']],
    [9, ['heldOn', 'praudh', 'tarun_vyavasayi', 'shishu', 'mahila', 'nimantrit']],
  ])('sub-type %i', (subType, fields) => {
    expect(fieldsFor(utsav, subType).map((f) => f.name)).toEqual(fields);
  });
});

describe('totals, presence and roll-up shares', () => {
  it.each([
    [{}, 0, {}],
    [{ praudh: 0, shishu: 0 }, 0, {}],
    [
      { shishu: 4 },
      0,
      {
        _records: 1,
        total: 0,
        shishu: 4,
        praudh: 0,
        tarun_vyavasayi: 0,
        maha_vidyarthi: 0,
        baal: 0,
        mahila: 0,
        nimantrit: 0,
      },
    ],
    [
      { praudh: 5, mahila: 2, nimantrit: 1, shishu: 3, heldOn: '2026-07-10' },
      8,
      {
        _records: 1,
        total: 8,
        praudh: 5,
        mahila: 2,
        nimantrit: 1,
        shishu: 3,
        tarun_vyavasayi: 0,
        maha_vidyarthi: 0,
        baal: 0,
      },
    ],
  ])('%j: total %i, share %j', (values, total, share) => {
    expect(recordTotal(utsav, values)).toBe(total);
    expect(contribution(utsav, values)).toEqual(share);
  });

  it('counts a reached place once (a summed flag)', () => {
    expect(contribution(bhaugolik, { reached: true, households: 3 })).toMatchObject({
      _records: 1,
      reached: 1,
      households: 3,
    });
    expect(contribution(bhaugolik, { reached: false })).toEqual({});
  });

  it.each([
    [{}, {}, {}],
    [{}, { _records: 1, praudh: 5 }, { _records: 1, praudh: 5 }],
    [{ _records: 1, praudh: 5 }, {}, { _records: -1, praudh: -5 }],
    [{ _records: 1, praudh: 5, baal: 2 }, { _records: 1, praudh: 7, baal: 2 }, { praudh: 2 }],
  ])('delta %j → %j is %j', (before, after, delta) => {
    expect(contributionDelta(before, after)).toEqual(delta);
  });

  it('shares a programme by its financial year and type', () => {
    const values = { date: '2027-02-10', programmeType: 'sabha', men: 10, women: 5 };
    expect(registerRollupYear(karyakram, values)).toBe('2026-27');
    expect(registerRollupYear(karyakram, { ...values, date: '2026-04-01' })).toBe('2026-27');
    expect(registerRollupYear(karyakram, { ...values, date: '2026-03-31' })).toBe('2025-26');
    expect(registerContribution(karyakram, values)).toEqual({
      _records: 1,
      total: 15,
      men: 10,
      women: 5,
      'programmeType:sabha': 1,
    });
  });
});

describe('roll-up report columns from the source declaration', () => {
  const row = (name: string, eligible: number, values: Record<string, number>): RollupRow => ({
    location_id: name.length,
    localized_name: name,
    name_suffix: 'तालुका',
    level_id: 6,
    eligible,
    values,
  });
  it('groups the festival report: counts, attendance with its total; totals sum the rows', () => {
    const columns = rollupColumns(utsav);
    const [top, bottom] = headerRows(columns);
    expect(top.map((c) => [c.labelKey.split('.').pop(), c.colSpan])).toEqual([
      ['name', 1],
      ['count', 2],
      ['attendance', 8],
    ]);
    expect(bottom.map((c) => c.labelKey.split('.').pop())).toEqual([
      'eligibleUnits',
      'recordsUnits',
      'praudh',
      'tarun_vyavasayi',
      'maha_vidyarthi',
      'baal',
      'shishu',
      'mahila',
      'nimantrit',
      'total',
    ]);
    const rows = [
      row('मुळशी', 24, { _records: 2, praudh: 10, total: 12, mahila: 2 }),
      row('मावळ', 20, {}),
    ];
    expect(reportTotalsRow(columns, rows, 'एकूण')).toEqual(['एकूण', 44, 2, 10, 0, 0, 0, 0, 2, 0, 12]);
  });
  it('adds a count per programme type for the programme register', () => {
    const labels = rollupColumns(karyakram).map((c) => c.labelKey.split('.').slice(-2).join('.'));
    expect(labels).toEqual([
      'col.name',
      'col.records',
      'fields.men',
      'fields.women',
      'col.total',
      'programmeType.sabha',
      'programmeType.baithak',
      'programmeType.pradarshani',
      'programmeType.melava',
      'programmeType.itar',
    ]);
  });
});

describe('the levels whose roll-up a count form offers (rollupLevels)', () => {
  it.each([
    ['samajik', [1, 2, 3, 4, 5, 6]],
    ['bhaugolik', [1, 2, 3, 4, 5, 6]],
    ['abhiyan-vrutta', [1, 2, 3, 4, 5, 6]],
    // entered at the root and a विभाग: its roll-up is there too, beside the entry
    ['vividh-kshetra', [1, 2]],
    ['utsav', []],
  ])('%s: %j', (name, levels) => {
    expect(rollupLevels(countFormByName(name)!)).toEqual(levels);
  });
});

describe('a roll-up at a place that is its own row (reportsOwnRow)', () => {
  it.each([
    // अभियान वृत्त is entered for उपखंड places (8): at an उपखंड its roll-up is that row
    ['abhiyan-vrutta', 8, true],
    ['abhiyan-vrutta', 6, false],
    // a unit form's records belong to units, never to the place chosen
    ['utsav', 8, false],
    ['vividh-kshetra', 3, true],
    ['vividh-kshetra', 1, false],
  ] as const)('%s at level %i: %s', (name, level, own) => {
    expect(reportsOwnRow(countFormByName(name)!, level)).toBe(own);
  });

  it('never for a register', () => {
    expect(reportsOwnRow(registerByName('karyakram')!, 8)).toBe(false);
  });
});

describe('the gathering declared: one record check for the screen and the server', () => {
  const sanghik = countFormByName('sanghik')!;
  // [case, sub-type, values, dropHidden, stored values or the issues as field:key]
  const cases: [string, number, Record<string, unknown>, boolean, object | string[]][] = [
    ['a प्रौढ शाखा', 4, { praudh: 12 }, false, { praudh: 12 }],
    [
      'an input of another sub-type',
      4,
      { praudh: 1, baal: 2 },
      false,
      ['baal:app.entity.validation.unknown'],
    ],
    ['the spec call: left out', 4, { praudh: 1, baal: 2 }, true, { praudh: 1 }],
    ['not a declared field at all', 4, { total: 9 }, true, ['total:app.entity.validation.unknown']],
    ['a group at its cap', 4, { praudh: 10_000 }, false, { praudh: 10_000 }],
    [
      'a group over its cap',
      4,
      { praudh: 10_001 },
      false,
      ['praudh:app.gathering.message.fieldTooLarge'],
    ],
    ['a negative count', 1, { baal: -1 }, false, ['baal:app.entity.validation.min']],
  ];
  it.each(cases)('%s', (_what, subType, values, dropHidden, expected) => {
    const result = checkRecord(sanghik, subType, values, { dropHidden });
    if (Array.isArray(expected))
      expect(result.issues.map((i) => `${i.field}:${i.key}`)).toEqual(expected);
    else expect(result.values).toEqual(expected);
  });

  it('holds the total to its rule with the figure (a sub-type showing every input)', () => {
    const everyInput = {
      ...sanghik,
      fields: sanghik.fields.map((f) => ({ ...f, unitInput: false })),
    };
    const at = { praudh: 10_000, tarun_vyavasayi: 10_000 };
    expect(checkRecord(everyInput, 9, at).issues).toEqual([]);
    expect(checkRecord(everyInput, 9, { ...at, baal: 1 }).issues).toEqual([
      { field: 'total', key: 'app.gathering.message.unitTooLarge', args: { max: 20_000 } },
    ]);
  });

  it('offers the months of its window, current first (its period policy as data)', () => {
    expect(entryMonths(sanghik, new Date(2026, 9, 15)).map((m) => m.month)).toEqual([10, 9, 8]);
    expect(entryMonths(sanghik, new Date(2026, 4, 3)).map((m) => m.month)).toEqual([5, 4]);
    expect(entryMonths(utsav, new Date(2026, 4, 3))).toEqual([]);
  });
});

// issue 44, point 13: a count form's picker offers only the places its screen takes
describe('pickerOf', () => {
  it.each(COUNT_FORMS.map((d) => [d.name, d] as const))('%s', (_name, d) => {
    const { selectableLevels } = pickerOf(d);
    expect([...selectableLevels].sort()).toEqual(
      [...new Set([...d.entryLevels, ...rollupLevels(d)])].sort(),
    );
  });

  it('the gathering: नगर and उपखंड only, nothing fetched below them', () => {
    expect(pickerOf(countFormByName('sanghik')!)).toEqual({
      mode: { skipLeaf: true },
      selectableLevels: [7, 8],
    });
  });
});
