import { sql, type Insertable, type RawBuilder } from 'kysely';
import {
  VOLUNTEER_COLUMNS,
  volunteerFieldsWhere,
  type NormalisedVolunteer,
  type VolunteerFieldKey,
} from '../../../src/domain/modules/volunteers/columns';
import { parseDayMonthYear } from '../../../src/domain/modules/volunteers/normalise';
import type { PersonColumns } from '../../db/volunteerSchema';
import { valueColumn } from './volunteerRecordColumns';

export const PERSON_KEYS: readonly VolunteerFieldKey[] = VOLUNTEER_COLUMNS.map((c) => c.key);
/** Fields stored as a date column (dateOfBirth) and those whose digits are stored as text. */
const DATE_KEYS = volunteerFieldsWhere((f) => f.type === 'date');
const DIGIT_TEXT_KEYS = volunteerFieldsWhere((f) => f.type === 'integer' || f.type === 'phone');
const asDayMonthYear = (ref: RawBuilder<unknown>) => sql<string>`to_char(${ref}, 'DD-MM-YYYY')`;

/** Each person column's SQL type (digits are stored as text). */
export const PERSON_SQL_TYPES = Object.fromEntries(
  VOLUNTEER_COLUMNS.map((c) => [c.key, c.type === 'date' ? 'date' : c.flag ? 'boolean' : 'text']),
) as Record<VolunteerFieldKey, 'date' | 'boolean' | 'text'>;

/**
 * The person columns of table alias `t` for JSON built in SQL: each as the register's store reads
 * it (PIN and mobile as numbers, null when not digits), but a date as the spec writes it,
 * dd-mm-yyyy.
 */
export const personJsonSelection = (t: 'v' | 'h') =>
  PERSON_KEYS.map((key) =>
    DATE_KEYS.includes(key)
      ? asDayMonthYear(sql.ref(`${t}.${key}`)).as(key)
      : valueColumn(t, key).as(key),
  );

/** A timestamp as Date.prototype.toISOString writes it (UTC, milliseconds, 'Z'). */
export const isoTime = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns a snapshot copies from the volunteer row (history = the row as it is now). */
export const SNAPSHOT_COLUMNS = ['location_id', ...PERSON_KEYS] as const;

/** A validated volunteer as table columns (digits as text, dates as yyyy-mm-dd). */
export function toPersonColumns(v: NormalisedVolunteer): Insertable<PersonColumns> {
  const row: Record<string, unknown> = { ...v };
  for (const key of DATE_KEYS) row[key] = parseDayMonthYear(String(v[key])) ?? v[key];
  for (const key of DIGIT_TEXT_KEYS) row[key] = v[key] === null ? null : String(v[key]);
  return row as Insertable<PersonColumns>;
}
