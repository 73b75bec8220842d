import { sql, type Insertable, type RawBuilder } from 'kysely';
import {
  VOLUNTEER_COLUMNS,
  type NormalisedVolunteer,
  type VolunteerFieldKey,
} from '../../src/domain/volunteer/columns';
import { parseDayMonthYear } from '../../src/domain/volunteer/normalise';
import type { PersonColumns } from '../db/volunteerSchema';

export const PERSON_KEYS: readonly VolunteerFieldKey[] = VOLUNTEER_COLUMNS.map((c) => c.key);
const DIGIT_KEYS = ['pinCode', 'phone', 'mobile'] as const;

/** The person columns of table alias `t`, dateOfBirth as dd-mm-yyyy. */
export const personSelection = (t: 'v' | 'h') =>
  PERSON_KEYS.map((key) =>
    key === 'dateOfBirth'
      ? sql<string>`to_char(${sql.ref(`${t}.dateOfBirth`)}, 'DD-MM-YYYY')`.as('dateOfBirth')
      : sql.ref(`${t}.${key}`).as(key),
  );

/** The columns a snapshot copies from the volunteer row (history = the row as it is now). */
export const SNAPSHOT_COLUMNS = ['location_id', ...PERSON_KEYS] as const;
export const snapshotSelection = (): RawBuilder<unknown>[] =>
  SNAPSHOT_COLUMNS.map((c) => sql.ref(`v.${c}`));

/** A validated volunteer as table columns (digits as text, date as yyyy-mm-dd). */
export function toPersonColumns(v: NormalisedVolunteer): Insertable<PersonColumns> {
  return {
    ...v,
    dateOfBirth: parseDayMonthYear(v.dateOfBirth) ?? v.dateOfBirth,
    pinCode: String(v.pinCode),
    mobile: String(v.mobile),
    phone: v.phone === null ? null : String(v.phone),
  };
}

/** Digits back to numbers, as the payload of spec §3 has them. */
export function withNumbers<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  DIGIT_KEYS.forEach((key) => {
    const value = out[key];
    out[key] = value === null || value === undefined || value === '' ? null : Number(value);
  });
  return out as T;
}
