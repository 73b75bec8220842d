import {
  formatRowWarning,
  formatVolunteerMessage,
  validateRows,
  VOLUNTEER_COLUMNS,
  VOLUNTEER_MESSAGE as M,
} from '../../src/domain/modules/volunteers';
import { VOLUNTEER_TEXTS_EN, VOLUNTEER_TEXTS_MR } from '../support/volunteerTexts';
import { GOOD_ROW, REFERENCE } from './volunteerFixture';

const NOW = new Date('2026-03-10T10:00:00+05:30');
describe('rows and messages', () => {
  it('numbers rows index + 2 and keeps the good ones', () => {
    const rows = [GOOD_ROW, { ...GOOD_ROW, mobile: '' }, GOOD_ROW, { ...GOOD_ROW, surname: '' }];
    const result = validateRows(rows, REFERENCE, 'sheet', { now: () => NOW });
    expect(result.errors.map((e) => e.row)).toEqual([3, 5]);
    expect(result.valid).toHaveLength(2);
  });
  it.each([
    [M.MANDATORY, 'mobile', '"मोबाईल" आवश्यक आहे', '"Mobile" is mandatory'],
    [M.NUMBER, 'phone', '"फोन" संख्या असावी', '"Phone" must be a number'],
    [M.TEN_DIGITS, 'mobile', '"मोबाईल" १० अंकी संख्या असावी', '"Mobile" must be a 10-digit number'],
    [M.SIX_DIGITS, 'pinCode', '"पिन कोड" ६ अंकी असावा', '"Pin code" must be 6 digits'],
    [M.WRONG_SELECTION, 'account', '"खाते" चुकीची निवड केली आहे', '"Account" wrong selection made'],
    [
      M.SELECTION_MANDATORY,
      'responsibility',
      '"दायित्व" निवड आवश्यक आहे',
      '"Responsibility" selection is mandatory',
    ],
    [M.INVALID_EMAIL, 'email', '"ई-मेल" योग्य नाही', '"E-mail" is not valid'],
  ] as const)('%s for %s reads %j', (key, field, marathi, english) => {
    expect(formatVolunteerMessage({ key, field }, VOLUNTEER_TEXTS_MR)).toBe(marathi);
    expect(formatVolunteerMessage({ key, field }, VOLUNTEER_TEXTS_EN)).toBe(english);
  });
  it('formats a row warning with commas and a full stop', () => {
    expect(
      formatRowWarning(4, ['"आडनाव" आवश्यक आहे', '"पिन कोड" ६ अंकी असावा'], VOLUNTEER_TEXTS_MR),
    ).toBe('ओळ क्रमांक 4 मध्ये: "आडनाव" आवश्यक आहे, "पिन कोड" ६ अंकी असावा.');
  });
  it('has one column per field, flags last, with the date hint and the question headers', () => {
    expect(VOLUNTEER_COLUMNS).toHaveLength(29);
    expect(VOLUNTEER_COLUMNS.filter((c) => c.flag).map((c) => c.key)).toEqual([
      'isPledge',
      'isCap',
      'isSadara',
      'isWizar',
      'isPosition',
      'isPatta',
      'isPunishment',
      'isDuchaki',
      'isCharChaki',
    ]);
    expect(VOLUNTEER_COLUMNS[3].header).toContain('DD-MM-YYYY');
    expect(new Set(VOLUNTEER_COLUMNS.map((c) => c.header)).size).toBe(29);
  });
});
