import {
  mapSheetRows,
  templateRows,
  VOLUNTEER_COLUMNS,
  type VolunteerColumn,
  type VolunteerFieldKey,
  sheetCellText,
} from '../../src/domain/modules/volunteers';

const HEADERS = VOLUNTEER_COLUMNS.map((c) => c.header);
const columnOf = (key: VolunteerFieldKey): VolunteerColumn =>
  VOLUNTEER_COLUMNS.find((c) => c.key === key)!;

describe('templateRows', () => {
  it('is the one header row of the column definition, date hint included', () => {
    expect(templateRows()).toEqual([HEADERS]);
    expect(templateRows()[0]).toContain('जन्मतारीख (DD-MM-YYYY)');
    expect(templateRows()[0]).toHaveLength(29);
  });

  it('maps back onto every column with nothing missing or unknown', () => {
    const mapped = mapSheetRows([...templateRows(), HEADERS.map((_, i) => `x${i}`)]);
    expect(mapped.missingHeaders).toEqual([]);
    expect(mapped.unknownHeaders).toEqual([]);
    expect(Object.values(mapped.rows[0]!.values)).toEqual(HEADERS.map((_, i) => `x${i}`));
  });
});

describe('sheetCellText: a cell as the text typed in it', () => {
  it.each<[string, unknown, VolunteerFieldKey, string]>([
    ['empty', undefined, 'firstName', ''],
    ['null', null, 'firstName', ''],
    ['text is trimmed', '  अमित ', 'firstName', 'अमित'],
    ['a mobile number as integer text', 9876543210, 'mobile', '9876543210'],
    ['a pin code read as 412108.0', 412108.0, 'pinCode', '412108'],
    ['a fraction stays a fraction', 12.5, 'address', '12.5'],
    ['Devanagari digits are kept for the schema', '९८७६५४३२१०', 'mobile', '९८७६५४३२१०'],
    ['an Excel date serial in the date column', 33100, 'dateOfBirth', '15-08-1990'],
    ['serial of 1-1-1960', 21916, 'dateOfBirth', '01-01-1960'],
    ['a number outside the date column stays a number', 33100, 'phone', '33100'],
    ['a local-midnight Date', new Date(1990, 7, 15), 'dateOfBirth', '15-08-1990'],
    ['a Date a few minutes early', new Date(1990, 7, 14, 23, 54), 'dateOfBirth', '15-08-1990'],
    ['an invalid Date', new Date(Number.NaN), 'dateOfBirth', ''],
    ['typed date text is kept', '05-08-1990', 'dateOfBirth', '05-08-1990'],
    ['TRUE in a flag column', true, 'isCap', 'होय'],
    ['FALSE in a flag column', false, 'isCap', 'नाही'],
    ['a boolean elsewhere', true, 'specialSkills', 'true'],
  ])('%s', (_, value, key, text) => {
    expect(sheetCellText(value, columnOf(key))).toBe(text);
  });
});

describe('mapSheetRows: headers', () => {
  it.each<[string, string, VolunteerFieldKey]>([
    ['the exact date header', 'जन्मतारीख (DD-MM-YYYY)', 'dateOfBirth'],
    ['the date header without its hint', 'जन्मतारीख', 'dateOfBirth'],
    ['the hint without a space', 'जन्मतारीख(DD-MM-YYYY)', 'dateOfBirth'],
    ['the hint in lower case with slashes', 'जन्मतारीख (dd/mm/yyyy)', 'dateOfBirth'],
    ['the hint without brackets', 'जन्मतारीख DD-MM-YYYY', 'dateOfBirth'],
    ['spaces around a header', '  मोबाईल ', 'mobile'],
    ['a space missing inside a header', 'दुचाकीआहे का?', 'isDuchaki'],
    ['a byte-order mark before the first header', '\uFEFFप्रथम नाव', 'firstName'],
    ['a zero-width joiner inside', 'ई-मे\u200Dल', 'email'],
  ])('%s', (_, header, key) => {
    const mapped = mapSheetRows([[header], ['मूल्य']]);
    expect(mapped.unknownHeaders).toEqual([]);
    expect(mapped.rows[0]!.values[key]).toBe('मूल्य');
  });

  it('columns in any order are matched by header', () => {
    const mapped = mapSheetRows([
      ['आडनाव', 'प्रथम नाव'],
      ['जोशी', 'अमित'],
    ]);
    expect(mapped.rows[0]!.values).toMatchObject({ firstName: 'अमित', surname: 'जोशी' });
  });

  it('reports the headers it does not know and the columns the sheet lacks', () => {
    const mapped = mapSheetRows([
      ['प्रथम नाव', 'गाव', '', 'प्रथम नाव'],
      ['अमित', 'केसनंद', 'x', 'दुसरे'],
    ]);
    expect(mapped.unknownHeaders).toEqual(['गाव', 'प्रथम नाव']);
    expect(mapped.missingHeaders).toEqual(HEADERS.slice(1));
    expect(mapped.rows[0]!.values.firstName).toBe('अमित');
    expect(mapped.rows[0]!.values.surname).toBe('');
  });

  it('an empty sheet lacks every column and has no rows', () => {
    expect(mapSheetRows([])).toEqual({ rows: [], missingHeaders: HEADERS, unknownHeaders: [] });
  });
});

describe('mapSheetRows: rows', () => {
  it('skips fully blank rows but numbers the others as their sheet row (index + 2)', () => {
    const mapped = mapSheetRows([
      ['प्रथम नाव', 'आडनाव', 'गाव'],
      ['अमित', 'जोशी'],
      [],
      ['', '  ', 'only in an unknown column'],
      undefined,
      [null, 'पाटील'],
    ]);
    expect(mapped.rows.map((r) => r.row)).toEqual([2, 6]);
    expect(mapped.rows[1]!.values).toMatchObject({ firstName: '', surname: 'पाटील' });
  });

  it('gives every column key, empty where the sheet has nothing', () => {
    const { rows } = mapSheetRows([['प्रथम नाव'], ['अमित']]);
    expect(Object.keys(rows[0]!.values)).toEqual(VOLUNTEER_COLUMNS.map((c) => c.key));
  });
});
