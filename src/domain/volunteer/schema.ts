import * as yup from 'yup';
import {
  BLOOD_GROUP_UNKNOWN,
  BLOOD_GROUPS,
  VOLUNTEER_FLAG_FIELDS,
  type VolunteerFieldKey,
} from './columns';
import { VOLUNTEER_MESSAGE as M, type VolunteerMessageKey } from './messages';
import { cellText, isoToDayMonthYear, isYes, parseDayMonthYear, todayIso } from './normalise';
import { findByName, type NamedItem, type VolunteerReference } from './reference';

/** 'form': the add/edit dialog (blood group mandatory); 'sheet': an uploaded row (e-mail mandatory). */
export type VolunteerMode = 'form' | 'sheet';

export interface VolunteerSchemaOptions {
  /** The clock the date-of-birth check reads (tests pin it). */
  now?: () => Date;
}

type Check = (text: string, row: Record<string, unknown>) => VolunteerMessageKey | undefined;

/** A field whose value is its trimmed text and whose one test yields the first failing message. */
const field = (check: Check) =>
  yup
    .mixed()
    .nullable()
    .default('')
    .transform((value: unknown) => cellText(value))
    .test('volunteer', '', function (value) {
      const text = cellText(this.originalValue === undefined ? value : this.originalValue);
      const key = check(text, this.parent as Record<string, unknown>);
      return key ? this.createError({ message: key }) : true;
    });

const digits =
  (length: number | undefined, lengthKey: VolunteerMessageKey, required: boolean): Check =>
  (text) => {
    if (!text) return required ? M.MANDATORY : undefined;
    if (!/^\d+$/.test(text) || text.length > 15) return M.NUMBER;
    return length && text.length !== length ? lengthKey : undefined;
  };

const asNumber = (value: unknown) => {
  const text = cellText(value);
  return /^\d{1,15}$/.test(text) ? Number(text) : text || null;
};

/** Mandatory choice among `items` (a `undefined` list means the parent did not match: no check). */
const choice =
  (itemsOf: (row: Record<string, unknown>) => readonly NamedItem[] | undefined, spaces = false) =>
  (text: string, row: Record<string, unknown>): VolunteerMessageKey | undefined => {
    const items = itemsOf(row);
    if (!items || items.length === 0) return undefined;
    if (!text) return M.SELECTION_MANDATORY;
    return findByName(items, text, spaces) ? undefined : M.WRONG_SELECTION;
  };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The one volunteer schema (spec §5) for the dialog, the upload and the server. */
export function volunteerSchema(
  reference: VolunteerReference,
  mode: VolunteerMode,
  options: VolunteerSchemaOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const occupation = (row: Record<string, unknown>) =>
    findByName(reference.occupations, String(row.occupation ?? ''));
  const area = (row: Record<string, unknown>) =>
    findByName(occupation(row)?.VyavasayKshetras, String(row.occupationDetails1 ?? ''));
  const level = (name: unknown) =>
    findByName(reference.responsibilityLevels, String(name ?? ''), true);

  const shape: Record<VolunteerFieldKey, yup.AnySchema> = {
    firstName: field((t) => (t ? undefined : M.MANDATORY)),
    fatherName: field(() => undefined),
    surname: field((t) => (t ? undefined : M.MANDATORY)),
    dateOfBirth: field((t) => {
      const iso = parseDayMonthYear(t);
      return iso && iso < todayIso(now()) ? undefined : M.DATE_OF_BIRTH;
    }).transform((value: unknown) => {
      const iso = parseDayMonthYear(cellText(value));
      return iso ? isoToDayMonthYear(iso) : cellText(value);
    }),
    bloodGroup: field((t) => (!t && mode === 'form' ? M.SELECTION_MANDATORY : undefined))
      .default(mode === 'form' ? '' : BLOOD_GROUP_UNKNOWN)
      .transform((value: unknown) => {
        const text = cellText(value).toUpperCase();
        if (!text) return mode === 'form' ? '' : BLOOD_GROUP_UNKNOWN;
        return BLOOD_GROUPS.find((g) => g === text) ?? BLOOD_GROUP_UNKNOWN;
      }),
    occupation: field(choice(() => reference.occupations)),
    occupationDetails1: field(choice((row) => occupation(row)?.VyavasayKshetras)),
    occupationDetails2: field(choice((row) => area(row)?.vyavasay_tapshils)),
    address: field(() => undefined),
    pinCode: field(digits(6, M.SIX_DIGITS, true)).transform(asNumber),
    phone: field(digits(undefined, M.NUMBER, false))
      .default(null)
      .transform(asNumber),
    mobile: field(digits(10, M.TEN_DIGITS, true)).transform(asNumber),
    email: field((t) => {
      if (!t) return mode === 'sheet' ? M.MANDATORY : undefined;
      return EMAIL.test(t) ? undefined : M.INVALID_EMAIL;
    }),
    category: field(choice(() => reference.categories)),
    account: field(
      choice((row) => findByName(reference.categories, String(row.category ?? ''))?.khateData),
    ),
    responsibilityLevel: field(choice(() => reference.responsibilityLevels, true)).transform(
      (value: unknown) => level(cellText(value))?.localized_name ?? cellText(value),
    ),
    responsibility: field(choice((row) => level(row.responsibilityLevel)?.dayitvaData)),
    otherResponsibility: field(() => undefined),
    specialSkills: field(() => undefined),
    trainingInOrganization: field(choice(() => reference.trainings)),
    ...flagFields(),
  };
  return yup.object(shape);
}

function flagFields() {
  const flag = yup
    .mixed()
    .nullable()
    .default(false)
    .transform((value: unknown) => isYes(value));
  return Object.fromEntries(VOLUNTEER_FLAG_FIELDS.map((key) => [key, flag])) as Record<
    (typeof VOLUNTEER_FLAG_FIELDS)[number],
    yup.AnySchema
  >;
}

export type VolunteerSchema = ReturnType<typeof volunteerSchema>;
