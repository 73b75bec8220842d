import {
  validateRows,
  VOLUNTEER_MESSAGE as M,
  type VolunteerMessage,
  type VolunteerMode,
} from '../../src/domain/modules/volunteers';
import { GOOD_ROW, REFERENCE } from './volunteerFixture';

const NOW = new Date('2026-03-10T10:00:00+05:30');
const check = (patch: Record<string, unknown>, mode: VolunteerMode = 'sheet') =>
  validateRows([{ ...GOOD_ROW, ...patch }], REFERENCE, mode, { now: () => NOW });
const messagesOf = (patch: Record<string, unknown>, mode: VolunteerMode = 'sheet') =>
  check(patch, mode).errors[0]?.messages ?? [];
const msg = (key: VolunteerMessage['key'], field: VolunteerMessage['field']) => ({ key, field });

describe('volunteerSchema: one message per bad field', () => {
  it.each<[string, Record<string, unknown>, VolunteerMessage[]]>([
    ['first name missing', { firstName: '  ' }, [msg(M.MANDATORY, 'firstName')]],
    ['surname missing', { surname: undefined }, [msg(M.MANDATORY, 'surname')]],
    ['mobile missing', { mobile: '' }, [msg(M.MANDATORY, 'mobile')]],
    ['mobile with letters', { mobile: '98765abc10' }, [msg(M.NUMBER, 'mobile')]],
    ['mobile of 9 digits', { mobile: '987654321' }, [msg(M.TEN_DIGITS, 'mobile')]],
    ['mobile of 11 digits', { mobile: 98765432101 }, [msg(M.TEN_DIGITS, 'mobile')]],
    ['pin missing', { pinCode: null }, [msg(M.MANDATORY, 'pinCode')]],
    ['pin with a letter', { pinCode: '41210A' }, [msg(M.NUMBER, 'pinCode')]],
    ['pin of 5 digits', { pinCode: '41210' }, [msg(M.SIX_DIGITS, 'pinCode')]],
    ['phone not a number', { phone: '020-25x3' }, [msg(M.NUMBER, 'phone')]],
    ['e-mail missing in the sheet', { email: '' }, [msg(M.MANDATORY, 'email')]],
    ['e-mail not valid', { email: 'amit@' }, [msg(M.INVALID_EMAIL, 'email')]],
    ['occupation missing', { occupation: '' }, [msg(M.SELECTION_MANDATORY, 'occupation')]],
    ['occupation unknown', { occupation: 'खेळाडू' }, [msg(M.WRONG_SELECTION, 'occupation')]],
    [
      'detail 1 missing',
      { occupationDetails1: '', occupationDetails2: '' },
      [msg(M.SELECTION_MANDATORY, 'occupationDetails1')],
    ],
    [
      'detail 1 of another occupation',
      { occupationDetails1: 'दुकानदार', occupationDetails2: '' },
      [msg(M.WRONG_SELECTION, 'occupationDetails1')],
    ],
    [
      'detail 2 missing',
      { occupationDetails2: '' },
      [msg(M.SELECTION_MANDATORY, 'occupationDetails2')],
    ],
    [
      'detail 2 of another area',
      { occupationDetails2: 'बागायती' },
      [msg(M.WRONG_SELECTION, 'occupationDetails2')],
    ],
    ['category missing', { category: '', account: '' }, [msg(M.SELECTION_MANDATORY, 'category')]],
    ['category unknown', { category: 'इतर', account: '' }, [msg(M.WRONG_SELECTION, 'category')]],
    ['account missing', { account: '' }, [msg(M.SELECTION_MANDATORY, 'account')]],
    ['account of another category', { account: 'कार्यवाह' }, [msg(M.WRONG_SELECTION, 'account')]],
    [
      'level missing',
      { responsibilityLevel: '', responsibility: '' },
      [msg(M.SELECTION_MANDATORY, 'responsibilityLevel')],
    ],
    [
      'level unknown',
      { responsibilityLevel: 'प्रांत', responsibility: '' },
      [msg(M.WRONG_SELECTION, 'responsibilityLevel')],
    ],
    [
      'responsibility missing',
      { responsibility: '' },
      [msg(M.SELECTION_MANDATORY, 'responsibility')],
    ],
    [
      'responsibility unknown',
      { responsibility: 'गटनायक' },
      [msg(M.WRONG_SELECTION, 'responsibility')],
    ],
    [
      'training missing',
      { trainingInOrganization: '' },
      [msg(M.SELECTION_MANDATORY, 'trainingInOrganization')],
    ],
    [
      'training unknown',
      { trainingInOrganization: 'संघ शिक्षा वर्ग' },
      [msg(M.WRONG_SELECTION, 'trainingInOrganization')],
    ],
    ['date missing', { dateOfBirth: '' }, [msg(M.DATE_OF_BIRTH, 'dateOfBirth')]],
  ])('%s', (_name, patch, expected) => {
    expect(messagesOf(patch)).toEqual(expected);
  });

  it('lists every bad field of a row in column order', () => {
    expect(messagesOf({ mobile: '12', firstName: '', pinCode: 'x', email: '' })).toEqual([
      msg(M.MANDATORY, 'firstName'),
      msg(M.NUMBER, 'pinCode'),
      msg(M.TEN_DIGITS, 'mobile'),
      msg(M.MANDATORY, 'email'),
    ]);
  });
});

describe('volunteerSchema: the two modes', () => {
  it('needs the e-mail in the sheet only', () => {
    expect(messagesOf({ email: '' }, 'form')).toEqual([]);
    expect(messagesOf({ email: '' }, 'sheet')).toEqual([msg(M.MANDATORY, 'email')]);
  });
  it('needs the blood group in the form only', () => {
    expect(messagesOf({ bloodGroup: '' }, 'form')).toEqual([
      msg(M.SELECTION_MANDATORY, 'bloodGroup'),
    ]);
    expect(check({ bloodGroup: '' }, 'sheet').valid[0].bloodGroup).toBe('माहित नाही');
    expect(check({ bloodGroup: undefined }, 'sheet').valid[0].bloodGroup).toBe('माहित नाही');
  });
  it.each([
    ['B+', 'B+'],
    [' ab- ', 'AB-'],
    ['o+', 'O+'],
    ['माहित नाही', 'माहित नाही'],
    ['C+', 'माहित नाही'],
    ['बी पॉझिटिव्ह', 'माहित नाही'],
  ])('blood group %j becomes %j in both modes', (given, stored) => {
    expect(check({ bloodGroup: given }, 'form').valid[0].bloodGroup).toBe(stored);
    expect(check({ bloodGroup: given }, 'sheet').valid[0].bloodGroup).toBe(stored);
  });
});
