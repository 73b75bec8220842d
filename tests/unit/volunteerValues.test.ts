import {
  formatVolunteerMessage,
  todayIso,
  validateRows,
  VOLUNTEER_MESSAGE as M,
} from '../../src/domain/modules/volunteers';
import { VOLUNTEER_TEXTS_MR } from '../support/volunteerTexts';
import { GOOD_ROW, REFERENCE } from './volunteerFixture';

const NOW = new Date('2026-03-10T10:00:00+05:30');
const run = (patch: Record<string, unknown>, now = NOW) =>
  validateRows([{ ...GOOD_ROW, ...patch }], REFERENCE, 'sheet', { now: () => now });
const value = (patch: Record<string, unknown>) => run(patch).valid[0];
const dateOk = (dateOfBirth: unknown, now = NOW) => run({ dateOfBirth }, now).errors.length === 0;

describe('normalised values', () => {
  it('turns the good row into typed values', () => {
    expect(value({})).toMatchObject({
      firstName: 'अमित',
      dateOfBirth: '15-08-1990',
      pinCode: 412108,
      mobile: 9876543210,
      phone: null,
      isPledge: true,
      isCap: false,
      // a question the sheet leaves blank is not answered (issue 44, point 12)
      isPatta: null,
      address: '12, मारुती मंदिराजवळ',
    });
  });
  it('reads Devanagari digits in mobile, pin, phone and date', () => {
    expect(
      value({
        mobile: '९८७६५४३२१०',
        pinCode: '४१११११',
        phone: '२५४३१२३४',
        dateOfBirth: '०५-०१-१९८५',
      }),
    ).toMatchObject({
      mobile: 9876543210,
      pinCode: 411111,
      phone: '25431234',
      dateOfBirth: '05-01-1985',
    });
  });
  it('counts Devanagari digits like ASCII ones', () => {
    expect(run({ mobile: '९८७६५' }).errors[0].messages).toEqual([
      { key: M.TEN_DIGITS, field: 'mobile' },
    ]);
  });
  it.each([
    ['होय', true],
    [' होय ', true],
    [true, true],
    ['नाही', false],
    ['हो', false],
    ['yes', false],
    // not answered: the dialog's empty choice, a blank cell (issue 44, point 12)
    ['', null],
    ['  ', null],
    [undefined, null],
    [null, null],
    [false, false],
  ])('flag %j is %j', (cell, flag) => {
    expect(value({ isDuchaki: cell }).isDuchaki).toBe(flag);
  });
  it('matches the responsibility level ignoring spaces and stores the known name', () => {
    expect(value({ responsibilityLevel: 'उपखंड' }).responsibilityLevel).toBe('उप खंड');
    expect(value({ responsibilityLevel: ' उप  खंड ' }).responsibility).toBe('कार्यवाह');
  });
  it('needs no details when the chosen item has none', () => {
    expect(
      run({
        occupation: 'निवृत्त',
        occupationDetails1: '',
        occupationDetails2: '',
        category: 'स्वयंसेवक',
        account: '',
        responsibilityLevel: 'कोणतेही नाही',
        responsibility: '',
      }).errors,
    ).toEqual([]);
    expect(run({ occupationDetails1: 'शेतमजूर', occupationDetails2: '' }).errors).toEqual([]);
  });
});

describe('date of birth (today 10-03-2026 in India)', () => {
  it.each([
    ['15-08-1990', true],
    ['1-2-1990', true],
    ['09-03-2026', true],
    ['10-03-2026', false],
    ['11-03-2026', false],
    ['01-01-2030', false],
    ['29-02-2024', true],
    ['29-02-2023', false],
    ['31-04-2000', false],
    ['00-01-2000', false],
    ['15/08/1990', false],
    ['1990-08-15', true],
    ['15-8-90', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('%j valid: %j', (date, ok) => {
    expect(dateOk(date)).toBe(ok);
  });
  it('accepts a Date cell by its calendar day', () => {
    expect(value({ dateOfBirth: new Date(1990, 7, 15) }).dateOfBirth).toBe('15-08-1990');
  });
  it('refuses today and tomorrow by the real clock', () => {
    const [y, m, d] = todayIso().split('-');
    const tomorrow = new Date(Date.UTC(+y, +m - 1, +d + 1));
    const t = [tomorrow.getUTCDate(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCFullYear()];
    const now = new Date();
    expect(dateOk(`${d}-${m}-${y}`, now)).toBe(false);
    expect(dateOk(t.map((n) => String(n).padStart(2, '0')).join('-'), now)).toBe(false);
  });
  it('gives the date message without a field name', () => {
    const [message] = run({ dateOfBirth: '31-02-1990' }).errors[0].messages;
    expect(formatVolunteerMessage(message, VOLUNTEER_TEXTS_MR)).toBe('कृपया योग्य जन्मतारीख निवडा');
  });
});
