import { formatDay } from '../dates';
import { buildSheetRows, type Cell, type SheetColumn } from '../export';
import { visibleText } from '../text';
import { VALUE_LABELS } from './valueLabels';
import { choiceLabelKey, fieldLabelKey } from './labels';
import type { ChipColour, FormDeclaration, FieldDeclaration } from './types';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type EntityRecord = Record<string, unknown>;

/** A stored value as the cell a person reads (labels translated, dates dd-mm-yyyy). */
export function displayValue(
  declaration: FormDeclaration,
  field: FieldDeclaration,
  record: EntityRecord,
  translate: Translate,
): string | number {
  const value = field.type === 'place' ? record.place : record[field.name];
  if (value === null || value === undefined || value === '') return '';
  const choice = (code: unknown) =>
    translate(choiceLabelKey(declaration.name, field.name, String(code)));
  switch (field.type) {
    case 'integer':
      return field.valueLabels
        ? translate(VALUE_LABELS[field.valueLabels]!.label(Number(value)))
        : Number(value);
    case 'count':
      return Number(value);
    case 'date':
      // a day-first date is kept as the text the spec gives (dd-mm-yyyy)
      return field.dayFirst ? String(value) : formatDay(String(value));
    case 'flag':
      return translate(value === true ? 'app.entity.yes' : 'app.entity.no');
    case 'yesNo':
      return typeof value === 'boolean'
        ? translate(value ? 'app.entity.yes' : 'app.entity.no')
        : '';
    case 'select':
      // a catalogue choice is stored by its name
      return field.choicesFrom ? String(value) : choice(value);
    case 'multiSelect':
      return Array.isArray(value) ? value.map(choice).join(', ') : '';
    case 'richText':
      return visibleText(String(value));
    case 'photo':
      // a sheet holds how many photos a record has, not the pictures
      return Array.isArray(value) ? value.length : '';
    default:
      return String(value);
  }
}

/** The export's columns: every declared field, with its translated header. */
export const sheetColumns = (
  declaration: FormDeclaration,
  translate: Translate,
): SheetColumn<EntityRecord>[] =>
  declaration.fields.map((field) => ({
    header: translate(fieldLabelKey(declaration.name, field.name)),
    value: (record) => displayValue(declaration, field, record, translate),
  }));

/**
 * The export as rows: translated headers, one row per record (formula-neutralised) and, when
 * a field is summed, a totals row with the sum of each summed column. `fields`: the columns
 * (a report's chosen ones), all by default.
 */
export function entitySheetRows(
  declaration: FormDeclaration,
  records: readonly EntityRecord[],
  translate: Translate,
  fields: readonly FieldDeclaration[] = declaration.fields,
): Cell[][] {
  const all = sheetColumns(declaration, translate);
  const columns = fields.map((f) => all[declaration.fields.indexOf(f)]);
  const sheet = buildSheetRows(columns, records);
  if (!fields.some((f) => f.summed)) return sheet;
  const totals: Cell[] = fields.map((field) =>
    field.summed ? records.reduce((sum, r) => sum + (Number(r[field.name]) || 0), 0) : '',
  );
  totals[0] = translate('app.entity.total');
  return [...sheet, totals];
}

/** The colour a listed value is shown in (a select's `chipColours`), if it has one. */
export function chipColourOf(field: FieldDeclaration, value: unknown): ChipColour | undefined {
  if (!field.chipColours || typeof value !== 'string') return undefined;
  return Object.hasOwn(field.chipColours, value) ? field.chipColours[value] : undefined;
}
