import {
  readTargetWorkbook,
  targetWorkbookRows,
  type TargetHeadings,
  type TargetSheet,
} from '../../src/domain/engine';

// issue 49 §1: targets filled in a workbook and uploaded, each row checked as the sheet is
const H: TargetHeadings = {
  placeId: 'कोड',
  placeName: 'ठिकाण',
  fields: { persons: 'व्यक्ती', households: 'घरे' },
};
const SHEET: TargetSheet = {
  fields: ['persons', 'households'],
  rows: [
    { placeId: 11, placeName: 'पौड उपखंड', values: { persons: 500 } },
    { placeId: 12, placeName: 'माले उपखंड', values: {} },
  ],
};
const HEADER = ['कोड', 'ठिकाण', 'व्यक्ती', 'घरे'];

describe('the targets workbook', () => {
  it('is a row per place with its targets as now, under the headings', () => {
    expect(targetWorkbookRows(SHEET, H)).toEqual([
      HEADER,
      [11, 'पौड उपखंड', 500, ''],
      [12, 'माले उपखंड', '', ''],
    ]);
  });

  it.each([
    ['an unchanged row sends nothing', [11, 'पौड', 500, ''], [], []],
    ['a new figure', [12, 'माले', '', 40], [{ placeId: 12, field: 'households', value: 40 }], []],
    [
      'a cleared one is taken away',
      [11, 'पौड', '', ''],
      [{ placeId: 11, field: 'persons', value: null }],
      [],
    ],
    [
      'a figure typed as text',
      [12, 'माले', ' 7 ', ''],
      [{ placeId: 12, field: 'persons', value: 7 }],
      [],
    ],
    [
      'a place not under the chosen one',
      [99, 'x', 1, ''],
      null,
      ['app.target.upload.unknownPlace'],
    ],
    ['a part of a person', [12, 'माले', 2.5, ''], null, ['app.target.badCell']],
    ['a negative figure', [12, 'माले', -3, 'x'], null, ['app.target.badCell']],
  ] as const)('%s', (_name, row, cells, keys) => {
    const read = readTargetWorkbook([HEADER, row], SHEET, H);
    expect(read.total).toBe(1);
    if (cells) expect(read.rows).toEqual([{ row: 2, cells }]);
    expect(read.problems.flatMap((p) => p.keys)).toEqual(keys);
  });

  it('names a place given twice, passes over blank rows and the error column, says missing headings', () => {
    const read = readTargetWorkbook(
      [
        ['त्रुटी', 'कोड', 'ठिकाण', 'व्यक्ती', 'इतर'],
        ['', 11, 'पौड', 600],
        [],
        ['जुनी चूक', 11, 'पौड', 700],
      ],
      SHEET,
      H,
    );
    expect(read.total).toBe(2);
    expect(read.rows).toEqual([{ row: 2, cells: [{ placeId: 11, field: 'persons', value: 600 }] }]);
    expect(read.problems).toEqual([
      { row: 4, fields: ['placeId'], keys: ['app.target.upload.twice'] },
    ]);
    expect(read.missingHeaders).toEqual(['घरे']);
    expect(read.unknownHeaders).toEqual(['इतर']);
  });
});
