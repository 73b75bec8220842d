import type { FieldDeclaration, FormDeclaration } from '../../engine/types';
import { VOLUNTEER_MESSAGE as M } from './messageKeys';

/**
 * The volunteer register's fields, declared once (DESIGN §13, spec §3), in spreadsheet order.
 * Every other list — the upload columns and template, the stored record and table columns,
 * the rules, the form sections, the list's columns and filters, the report builder's columns
 * and filters, the history labels and the server's JSON schemas — is derived from this one.
 * Labels: `resources.swayamsevak.fields.<name>`; sections: `resources.swayamsevak.sections.<s>`.
 * Adding a field: a line here, a migration adding its column, and its label in both dictionaries.
 */
export interface VolunteerFieldDeclaration extends FieldDeclaration {
  type: 'text' | 'longText' | 'integer' | 'phone' | 'email' | 'date' | 'select' | 'yesNo';
  /** The upload spreadsheet's column heading (a file-format contract, so not translated). */
  header: string;
}

const NAME = 100;
const CHOICE = 200;
const FREE_TEXT = 500;

/** Spec §3/§9: eight blood groups and the 'not known' text unknown values become. */
import { BLOOD_GROUP_UNKNOWN, BLOOD_GROUPS } from './rules';

export { BLOOD_GROUP_UNKNOWN, BLOOD_GROUPS };

/** The form sections in order (spec §2 dialog). */
export const VOLUNTEER_SECTIONS = [
  'personal',
  'address',
  'occupation',
  'responsibility',
  'organisation',
  'uniform',
  'other',
] as const;

const person = { section: 'personal', inList: true, search: true, maxLength: NAME } as const;
const occupation = { section: 'occupation', type: 'select', maxLength: CHOICE } as const;
const duty = { section: 'responsibility', maxLength: CHOICE } as const;
const organisation = { section: 'organisation', type: 'select', maxLength: CHOICE } as const;
const uniform = { section: 'uniform', type: 'yesNo' } as const;

// prettier-ignore
export const VOLUNTEER_FIELDS = [
  { name: 'firstName', header: 'प्रथम नाव', type: 'text', required: true, ...person, sortable: true, reportLocked: true },
  { name: 'fatherName', header: 'वडिलांचे नाव', type: 'text', ...person },
  { name: 'surname', header: 'आडनाव', type: 'text', required: true, ...person, sortable: true, reportLocked: true },
  { name: 'dateOfBirth', header: 'जन्मतारीख (DD-MM-YYYY)', type: 'date', dayFirst: true, required: true, rule: 'pastDate', section: 'personal', maxLength: 30, messages: { required: M.DATE_OF_BIRTH, date: M.DATE_OF_BIRTH, rule: M.DATE_OF_BIRTH } },
  { name: 'bloodGroup', header: 'रक्तगट', type: 'select', choices: BLOOD_GROUPS, spelledChoices: true, otherwise: BLOOD_GROUP_UNKNOWN, requiredIn: 'form', rule: 'bloodGroup', section: 'personal', maxLength: 20, reportFilter: 1 },
  { name: 'occupation', header: 'व्यवसाय', ...occupation, choicesFrom: { list: 'occupations' }, reportFilter: 3 },
  { name: 'occupationDetails1', header: 'व्यवसाय तपशील १', ...occupation, choicesFrom: { list: 'VyavasayKshetras', parent: 'occupation' }, reportFilter: 4 },
  { name: 'occupationDetails2', header: 'व्यवसाय तपशील २', ...occupation, choicesFrom: { list: 'vyavasay_tapshils', parent: 'occupationDetails1' }, reportFilter: 5 },
  { name: 'address', header: 'संपूर्ण पत्ता', type: 'longText', section: 'address', maxLength: FREE_TEXT },
  { name: 'pinCode', header: 'पिन कोड', type: 'integer', digits: 'pin', required: true, messages: { digits: M.SIX_DIGITS }, section: 'address', maxLength: 20 },
  { name: 'phone', header: 'फोन', type: 'phone', digits: 'landline', section: 'personal', maxLength: 20 },
  { name: 'mobile', header: 'मोबाईल', type: 'integer', digits: 'mobile', required: true, messages: { digits: M.TEN_DIGITS }, section: 'personal', maxLength: 20, inList: true, search: true },
  { name: 'email', header: 'ई-मेल', type: 'email', requiredIn: 'sheet', section: 'personal', maxLength: 254, search: true },
  { name: 'category', header: 'श्रेणी', ...organisation, choicesFrom: { list: 'categories' }, inList: true, filter: true, reportFilter: 6 },
  { name: 'account', header: 'खाते', ...organisation, choicesFrom: { list: 'khateData', parent: 'category' }, inList: true, reportFilter: 7 },
  { name: 'responsibilityLevel', header: 'दायित्व स्तर', type: 'select', ...duty, choicesFrom: { list: 'responsibilityLevels', ignoreSpaces: true }, inList: true, filter: true, reportFilter: 8 },
  { name: 'responsibility', header: 'दायित्व', type: 'select', ...duty, choicesFrom: { list: 'dayitvaData', parent: 'responsibilityLevel' }, inList: true, reportFilter: 9 },
  { name: 'otherResponsibility', header: 'इतर दायित्व', type: 'text', ...duty, maxLength: FREE_TEXT },
  { name: 'specialSkills', header: 'विशेष कौशल्य', type: 'text', section: 'other', maxLength: FREE_TEXT },
  { name: 'trainingInOrganization', header: 'संघ शिक्षण', ...organisation, choicesFrom: { list: 'trainings' }, reportFilter: 2 },
  { name: 'isPledge', header: 'प्रतिज्ञा', type: 'yesNo', section: 'organisation' },
  { name: 'isCap', header: 'टोपी', ...uniform },
  { name: 'isSadara', header: 'सदरा', ...uniform },
  { name: 'isWizar', header: 'विजार', ...uniform },
  { name: 'isPosition', header: 'पदवेश', ...uniform },
  { name: 'isPatta', header: 'पट्टा', ...uniform },
  { name: 'isPunishment', header: 'दंड', ...uniform },
  { name: 'isDuchaki', header: 'दुचाकी आहे का?', type: 'yesNo', section: 'other' },
  { name: 'isCharChaki', header: 'चारचाकी आहे का?', type: 'yesNo', section: 'other' },
] as const satisfies readonly VolunteerFieldDeclaration[];

/**
 * The volunteer register as a form of the one rule engine (src/domain/engine/schema.ts):
 * its fields, sections and the spec's words for each problem (spec §5).
 */
export const VOLUNTEER_FORM: FormDeclaration = {
  name: 'swayamsevak',
  sections: VOLUNTEER_SECTIONS,
  fields: VOLUNTEER_FIELDS,
  messages: {
    required: M.MANDATORY,
    requiredChoice: M.SELECTION_MANDATORY,
    tooLong: M.TOO_LONG,
    characters: M.CHARACTERS,
    number: M.NUMBER,
    choice: M.WRONG_SELECTION,
    email: M.INVALID_EMAIL,
    date: M.DATE_OF_BIRTH,
  },
};

export type VolunteerField = (typeof VOLUNTEER_FIELDS)[number];
export type VolunteerFieldKey = VolunteerField['name'];
export type VolunteerFlagKey = Extract<VolunteerField, { type: 'yesNo' }>['name'];
export type VolunteerTextKey = Exclude<VolunteerFieldKey, VolunteerFlagKey>;
export type VolunteerSortKey = Extract<VolunteerField, { sortable: true }>['name'];
export type VolunteerSection = (typeof VOLUNTEER_SECTIONS)[number];

/** A field's stored value after validation (spec §3): integers for PIN and mobile, phone as text. */
type StoredValue<F> = F extends { type: 'yesNo' }
  ? boolean | null
  : F extends { type: 'integer' }
    ? number
    : F extends { type: 'phone' }
      ? string | null
      : string;

/** A volunteer row after validation: names canonical, digits ASCII, flags boolean. */
export type NormalisedVolunteer = { [F in VolunteerField as F['name']]: StoredValue<F> };
