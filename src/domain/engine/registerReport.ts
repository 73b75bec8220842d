import type { Cell } from '../export';
import { chosenColumns, type ReportGroup } from '../report/builder';
import { catalogueItemsForChosen, type Catalogue } from './catalogue';
import { choiceLabelKey } from './labels';
import { reportBuilderOf } from './paths';
import { entitySheetRows, type EntityRecord, type Translate } from './exportColumns';
import type { FieldDeclaration, RegisterDeclaration } from './types';

/** What a register's report screen offers (its `reportBuilder` switch). */
export interface RegisterReport {
  /** Always columns, first: the `reportLocked` fields, else the field naming a record. */
  locked: string[];
  /** Every field, in declaration order. */
  columns: string[];
  /** A toggle per form section of two fields or more (or as declared): its fields at once. */
  groups: ReportGroup[];
  /** The filters: `reportFilter` fields in their order, else the standard filters. */
  filters: FieldDeclaration[];
}

const byPosition = (a: FieldDeclaration, b: FieldDeclaration) =>
  (a.reportFilter ?? Infinity) - (b.reportFilter ?? Infinity);

export function registerReport(d: RegisterDeclaration): RegisterReport {
  const lockedFields = d.fields.filter((f) => f.reportLocked).map((f) => f.name);
  const positioned = d.fields.filter((f) => f.reportFilter !== undefined);
  return {
    locked: lockedFields.length > 0 ? lockedFields : [d.view.titleField],
    columns: d.fields.map((f) => f.name),
    groups:
      reportBuilderOf(d)?.groups?.map((g) => ({ id: g.section, fields: [...g.fields] })) ??
      d.sections
        .map((id) => ({ id, fields: d.fields.filter((f) => f.section === id).map((f) => f.name) }))
        .filter((g) => g.fields.length > 1),
    filters: positioned.length > 0 ? positioned.sort(byPosition) : d.fields.filter((f) => f.filter),
  };
}

/**
 * A report filter's values and each one's label: a choice's translation key, yes / no, or a
 * catalogue name as it is (`plain`), a dependent list offering the items of the chosen parents.
 */
export function reportFilterChoices(
  d: RegisterDeclaration,
  field: FieldDeclaration,
  catalogue?: Catalogue,
  chosen: Readonly<Record<string, readonly unknown[] | undefined>> = {},
): { value: string | boolean; label: string; plain?: boolean }[] {
  if (field.type === 'flag' || field.type === 'yesNo')
    return [
      { value: true, label: 'app.entity.yes' },
      { value: false, label: 'app.entity.no' },
    ];
  if (field.choicesFrom) {
    const items = catalogueItemsForChosen(
      d.fields,
      catalogue,
      field,
      chosen as Record<string, readonly string[]>,
    );
    return [...new Set(items.map((i) => i.localized_name))].map((name) => ({
      value: name,
      label: name,
      plain: true,
    }));
  }
  return (field.choices ?? []).map((code) => ({
    value: code,
    label: choiceLabelKey(d.name, field.name, code),
  }));
}

/** The report as rows: the locked columns, then the chosen ones in the order chosen. */
export function registerReportRows(
  d: RegisterDeclaration,
  chosen: readonly string[],
  records: readonly EntityRecord[],
  translate: Translate,
): Cell[][] {
  const names = chosenColumns(registerReport(d).locked, chosen);
  const fields = names.flatMap((n) => d.fields.filter((f) => f.name === n));
  return entitySheetRows(d, records, translate, fields);
}
