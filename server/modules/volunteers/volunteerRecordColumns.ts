import { sql, type RawBuilder } from 'kysely';
import { parseDayMonthYear } from '../../../src/domain/dates';
import type { FieldDeclaration } from '../../../src/domain/engine';
import { VOLUNTEER_FIELDS } from '../../../src/domain/modules/volunteers/fields';

/**
 * The volunteer table's columns as a register's fields (the store of `store: 'volunteers'`):
 * how a record's values are read from them and written to them.
 */
type Row = Record<string, unknown>;

export const FIELDS: readonly FieldDeclaration[] = VOLUNTEER_FIELDS;
export const KEYS = FIELDS.map((f) => f.name);
/** Each column's SQL type where it is not text (digits are stored as text). */
export const SQL_TYPES: Readonly<Record<string, string>> = {
  location_id: 'integer',
  created_by: 'integer',
  updated_by: 'integer',
  ...Object.fromEntries(
    FIELDS.filter((f) => f.type === 'date' || f.type === 'yesNo').map((f) => [
      f.name,
      f.type === 'date' ? 'date' : 'boolean',
    ]),
  ),
};
export const column = (t: string, key: string) => sql.ref(`${t}.${key}`);

/** A field's column as the engine holds its value: a date as yyyy-mm-dd, digits as a number. */
export function readColumn(t: string, f: FieldDeclaration): RawBuilder<unknown> {
  const ref = column(t, f.name);
  if (f.type === 'date') return sql`to_char(${ref}, 'YYYY-MM-DD')`;
  if (f.type === 'integer') return sql`case when ${ref} ~ '^[0-9]{1,15}$' then ${ref}::bigint end`;
  return ref;
}

/** A field's column as the engine holds its value, by the field's name. */
export const valueColumn = (t: string, name: string) =>
  readColumn(
    t,
    FIELDS.find((f) => f.name === name)!,
  );

const KIND = FIELDS.map((f) => ({
  name: f.name,
  kind: f.type === 'yesNo' || f.type === 'date' || f.type === 'phone' ? f.type : 'text',
}));
/** dd-mm-yyyy as the checked rows hold a date (rearranged; any other form is parsed). */
const DAY_MONTH_YEAR = /^\d{2}-\d{2}-\d{4}$/;
const isoOf = (value: unknown) => {
  const text = String(value ?? '');
  if (DAY_MONTH_YEAR.test(text)) return `${text.slice(6)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;
  return parseDayMonthYear(text) ?? value;
};

/** The engine's values as columns: empty texts '' (the table's default), digits as text. */
export function columnsOf(data: Row): Row {
  const out: Row = {};
  for (const { name, kind } of KIND) {
    const value = data[name];
    // a yes/no answer: true, false or not answered (null, issue 44)
    if (kind === 'yesNo') out[name] = typeof value === 'boolean' ? value : null;
    else if (kind === 'date') out[name] = isoOf(value);
    else if (kind === 'phone') out[name] = value === null || value === '' ? null : String(value);
    else out[name] = value === null || value === undefined ? '' : String(value);
  }
  return out;
}
