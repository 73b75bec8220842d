import { parseTypedDay, parseTimeOfDay } from '../dates';
import { mapSheet, type MappedSheet, type SheetColumn } from '../sheet';
import type { Translate } from './exportColumns';
import { choiceLabelKey, fieldLabelKey } from './labels';
import { FIELD_RULES, NO_WORDS, YES_WORDS } from './fieldRules';
import { validateEntity, type EntitySchema } from './schema';
import type { FieldIssue } from './messages';
import {
  enteredFields,
  PLACE_FIELD,
  type FieldDeclaration,
  type RegisterDeclaration,
} from './types';

/**
 * A register's upload (issue 23, `upload: true`): the sheet's columns are the register's fields
 * but its place (every row goes to the place chosen on the screen), headed by their labels.
 */
export const uploadFields = (d: RegisterDeclaration): FieldDeclaration[] =>
  // a workbook holds no photos: they are taken on the record's form
  enteredFields(d).filter((f) => f.type !== 'place' && f.type !== 'photo');

export const registerColumns = (d: RegisterDeclaration, translate: Translate): SheetColumn[] =>
  uploadFields(d).map((f) => ({
    key: f.name,
    // a declared heading is a file-format contract: as written, never translated
    header: f.header ?? translate(fieldLabelKey(d.name, f.name)),
    type: f.type,
    flag: f.type === 'flag' || f.type === 'yesNo',
  }));

/**
 * How a sheet's cells are read as a register's inputs: a choice's label as its code, several
 * comma separated, yes/no as a flag, a day as typed. The labels are translated once a sheet,
 * not once a cell (10 000 rows × a choice's every label took a third of a second).
 */
export function cellReader(d: RegisterDeclaration, translate: Translate) {
  const codes = new Map<string, Map<string, string>>();
  const codeOf = (field: FieldDeclaration, text: string) => {
    let byText = codes.get(field.name);
    if (!byText) {
      byText = new Map();
      for (const code of field.choices ?? []) {
        byText.set(translate(choiceLabelKey(d.name, field.name, code)), code);
        byText.set(code, code);
      }
      codes.set(field.name, byText);
    }
    return byText.get(text) ?? text;
  };
  return (field: FieldDeclaration, text: string): unknown => {
    if (text === '') return undefined;
    switch (field.type) {
      case 'select':
        return codeOf(field, text);
      case 'multiSelect':
        return text
          .split(/[,;]/)
          .map((t) => t.trim())
          .filter(Boolean)
          .map((t) => codeOf(field, t));
      case 'flag':
      case 'yesNo': {
        const word = text.toLowerCase();
        return YES_WORDS.has(word) ? true : NO_WORDS.has(word) ? false : text;
      }
      case 'date':
        return parseTypedDay(text) ?? text;
      case 'time':
        // a time cell read as a fraction of a day, or as it was typed
        return parseTimeOfDay(/^0?\.\d+$/.test(text) ? Number(text) : text) ?? text;
      default:
        return text;
    }
  };
}

export interface RegisterSheetRow {
  /** The sheet's row number. */
  row: number;
  /** The record's inputs (the place left out). */
  values: Record<string, unknown>;
}

/** A sheet (row 1 the headers) as a register's rows of inputs, matched by header. */
export function mapRegisterSheet(
  d: RegisterDeclaration,
  sheet: readonly (readonly unknown[] | undefined)[],
  translate: Translate,
): Omit<MappedSheet, 'rows'> & { rows: RegisterSheetRow[] } {
  const mapped = mapSheet(sheet, registerColumns(d, translate));
  const fields = uploadFields(d);
  const cellInput = cellReader(d, translate);
  const rows = mapped.rows.map(({ row, values }) => ({
    row,
    values: Object.fromEntries(
      fields.flatMap((f) => {
        const input = cellInput(f, values[f.name] ?? '');
        return input === undefined ? [] : [[f.name, input]];
      }),
    ),
  }));
  return { ...mapped, rows };
}

/** Rows through the register's one schema at a place: each good row's values, each bad one's issues. */
export function checkRegisterRows(
  d: RegisterDeclaration,
  schema: EntitySchema,
  rows: readonly RegisterSheetRow[],
  placeId: number,
) {
  const valid: RegisterSheetRow[] = [];
  const errors: { row: number; issues: FieldIssue[] }[] = [];
  for (const { row, values } of rows) {
    const checked = validateEntity(d, schema, { ...values, [PLACE_FIELD]: placeId });
    if (checked.issues.length) errors.push({ row, issues: checked.issues });
    else valid.push({ row, values: checked.values! });
  }
  return { valid, errors };
}

/** A record's values as an upload row sends them: the place left out (every row goes to one). */
export function withoutPlace(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => k !== PLACE_FIELD));
}

/**
 * A record's key for the duplicate check (its `duplicates` fields, trimmed, any case), or null
 * when the register checks none or one of them is empty.
 */
export function duplicateKey(
  d: RegisterDeclaration,
  values: Record<string, unknown>,
): string[] | null {
  if (!d.duplicates?.length) return null;
  // as stored: each value through its field's cast (a mobile's digits, a trimmed text)
  const cast = (name: string) => {
    const field = d.fields.find((f) => f.name === name);
    return field ? FIELD_RULES[field.type].cast(values[name]) : values[name];
  };
  const key = d.duplicates.map((f) =>
    String(cast(f) ?? '')
      .trim()
      .toLowerCase(),
  );
  return key.some((k) => k === '') ? null : key;
}
