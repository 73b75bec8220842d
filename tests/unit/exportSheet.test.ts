import {
  buildSheetRows,
  columnWidths,
  neutraliseCell,
  sheetFileName,
  totalsRow,
  type SheetColumn,
} from '../../src/domain/export';

describe('neutraliseCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+91 98', "'+91 98"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['पौड', 'पौड'],
    ['a=b', 'a=b'],
    ['', ''],
    [' =x', ' =x'],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['-A1', "'-A1"],
    ['-1+cmd|x', "'-1+cmd|x"],
    ['-राम', '-राम'],
    ['- सुरेश पाटील', '- सुरेश पाटील'],
  ])('%j → %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });

  it.each([
    [7, 7],
    [-3, -3],
    [0, 0],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });
});

interface Row {
  name: string;
  a: number;
  b: number;
}
const columns: SheetColumn<Row>[] = [
  { header: 'नाव', value: (r) => r.name },
  { header: 'अ', value: (r) => r.a },
  { header: 'ब', value: (r) => r.b },
];

describe('buildSheetRows', () => {
  it('puts the header first, one row per record, and the totals row last', () => {
    const rows = [
      { name: 'पौड', a: 2, b: 0 },
      { name: '=HACK()', a: 3, b: 5 },
    ];
    expect(buildSheetRows(columns, rows, 'एकूण')).toEqual([
      ['नाव', 'अ', 'ब'],
      ['पौड', 2, 0],
      ["'=HACK()", 3, 5],
      ['एकूण', 5, 5],
    ]);
  });

  it.each([
    ['no totals label: no totals row', undefined, 1],
    ['a totals label: a totals row of zeros', 'एकूण', 2],
  ])('with no records and %s', (_, label, length) => {
    const sheet = buildSheetRows(columns, [], label);
    expect(sheet).toHaveLength(length);
    if (label) expect(sheet[1]).toEqual(['एकूण', '', '']);
  });
});

describe('totalsRow', () => {
  it.each([
    [
      [
        ['x', 1, 'y'],
        ['z', 2, 'w'],
      ],
      3,
      ['T', 3, ''],
    ],
    [[['x', 1, 4]], 3, ['T', 1, 4]],
    [[], 2, ['T', '']],
  ])('%j (width %i) → %j', (body, width, output) => {
    expect(totalsRow(body, width, 'T')).toEqual(output);
  });
  it('shows what the caller asks under every column of an empty table', () => {
    expect(totalsRow([], 3, 'T', 0)).toEqual(['T', 0, 0]);
    expect(totalsRow([['x', 'a', 2]], 3, 'T', 0)).toEqual(['T', '', 2]);
  });
});

describe('columnWidths and sheetFileName', () => {
  it('fits the longest cell, within the bounds', () => {
    expect(columnWidths([['ab', 'पौड उपखंड नगर'], ['a'.repeat(100)]])).toEqual([60, 15]);
  });

  it.each([
    ['पौड उपखंड', 'सक्रिय सूची', 'पौड उपखंड सक्रिय सूची.xlsx'],
    ['a/b', 'r:1', 'a_b r_1.xlsx'],
    ['', 'अहवाल', 'अहवाल.xlsx'],
  ])('%j + %j → %j', (place, report, name) => {
    expect(sheetFileName(place, report)).toBe(name);
  });
});
