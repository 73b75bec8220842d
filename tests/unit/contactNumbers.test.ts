import { describe, expect, it } from 'vitest';
import { mobileDigits, phoneDigits, pinDigits } from '../../src/domain/contact';
import { VOLUNTEER_MESSAGE as M, validateRows } from '../../src/domain/modules/volunteers';
import { GOOD_ROW, REFERENCE } from './volunteerFixture';

// how office staff really type numbers into a sheet or the dialog
describe.each([
  ['plain', '9822012345', '9822012345'],
  ['a space in the middle', '98220 12346', '9822012346'],
  ['+91 and a space', '+91 9822012347', '9822012347'],
  ['+91 and dashes', '+91-98220-12348', '9822012348'],
  ['91 prefix, 12 digits', '919822012349', '9822012349'],
  ['a leading 0', '09822012340', '9822012340'],
  ['dots and brackets', '(98220).12341', '9822012341'],
  ['spaces around', '  9822012342 ', '9822012342'],
  ['Devanagari digits', '९८२२०१२३४३', '9822012343'],
  ['Devanagari with +९१ and a space', '+९१ ९८२२० १२३४४', '9822012344'],
  ['9 digits', '982201234', null],
  ['11 digits not starting with 0', '98220123456', null],
  ['a letter', '98220l2345', null],
  ['+92 (another country)', '+92 9822012345', null],
  ['a slash', '9822/012345', null],
  ['empty', '', null],
])('mobile %s', (_name, typed, stored) => {
  it(`${JSON.stringify(typed)} → ${JSON.stringify(stored)}`, () => {
    expect(mobileDigits(typed)).toBe(stored);
  });
});

describe.each([
  ['a landline keeps its 0', '020-2553 1234', '02025531234'],
  ['+91 and a city code', '+91 20 2553 1234', '2025531234'],
  ['a mobile as phone', '98220 12345', '9822012345'],
  ['Devanagari', '०२० २५४३१२३४', '02025431234'],
  ['16 digits', '1234567890123456', null],
  ['letters', '020-25x3', null],
])('phone %s', (_name, typed, stored) => {
  it(`${JSON.stringify(typed)} → ${JSON.stringify(stored)}`, () => {
    expect(phoneDigits(typed)).toBe(stored);
  });
});

describe.each([
  ['plain', '411038', '411038'],
  ['a space', '411 038', '411038'],
  ['a dash', '411-038', '411038'],
  ['Devanagari', '४११ ०३८', '411038'],
  ['5 digits', '41103', null],
  ['7 digits', '4110380', null],
  ['a letter', '41103A', null],
])('PIN %s', (_name, typed, stored) => {
  it(`${JSON.stringify(typed)} → ${JSON.stringify(stored)}`, () => {
    expect(pinDigits(typed)).toBe(stored);
  });
});

// the same rule as a whole row sees it: what is stored, or which message
const check = (patch: Record<string, unknown>) =>
  validateRows([{ ...GOOD_ROW, ...patch }], REFERENCE, 'sheet');
it.each([
  [{ mobile: '+91 98220 12347' }, 'mobile', 9822012347],
  [{ pinCode: '411 038' }, 'pinCode', 411038],
  [{ phone: '020 2553 1234' }, 'phone', '02025531234'],
  [{ phone: '' }, 'phone', null],
])('stores %j as the bare digits', (patch, field, stored) => {
  const { valid, errors } = check(patch);
  expect(errors).toEqual([]);
  expect((valid[0] as Record<string, unknown>)[field]).toBe(stored);
});
it.each([
  [{ mobile: '98220 1234' }, M.TEN_DIGITS, 'mobile'],
  [{ mobile: '98220-l2345' }, M.NUMBER, 'mobile'],
  [{ pinCode: '411 03' }, M.SIX_DIGITS, 'pinCode'],
  [{ pinCode: 'पुणे' }, M.NUMBER, 'pinCode'],
  [{ phone: '020/2553' }, M.NUMBER, 'phone'],
])('refuses %j with the spec message', (patch, key, field) => {
  expect(check(patch).errors[0]?.messages).toEqual([{ key, field }]);
});
