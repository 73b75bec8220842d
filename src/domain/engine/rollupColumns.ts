import { placeLabel } from '../geo';
import { SUBJECT_KINDS } from '../subjects';
import type { ReportColumn } from '../report/columns';
import { indicatorValue } from '../report/indicators';
import type { RollupRow } from './countApi';
import { choiceLabelKey, fieldLabelKey, indicatorLabelKey, sectionLabelKey } from './labels';
import type { CountFormDeclaration, RegisterDeclaration } from './types';

const R = 'app.countReport';
const figure = (key: string) => (row: RollupRow) => row.values[key] ?? 0;

/**
 * The columns of a roll-up report over a count form or register: the child place, how many
 * subjects it has and how many have a record, each summed field (grouped by its form section),
 * the total, and a record count per value of the register's split field.
 */
export function rollupColumns(
  source: CountFormDeclaration | RegisterDeclaration,
): ReportColumn<RollupRow>[] {
  const count = `${R}.group.count`;
  const units =
    source.kind === 'countForm' && SUBJECT_KINDS[source.subject].eligible === 'designatedUnits';
  const counts: ReportColumn<RollupRow>[] =
    source.kind === 'countForm'
      ? [
          {
            groupKey: count,
            labelKey: `${R}.col.eligible${units ? 'Units' : 'Places'}`,
            value: (r) => r.eligible ?? 0,
          },
          {
            groupKey: count,
            labelKey: `${R}.col.records${units ? 'Units' : 'Places'}`,
            value: figure('_records'),
          },
        ]
      : [{ labelKey: `${R}.col.records`, value: figure('_records') }];
  const summed = source.fields.filter((f) => f.summed);
  const fields = summed.map((f) => ({
    groupKey: sectionLabelKey(source.name, f.section!),
    labelKey: fieldLabelKey(source.name, f.name),
    value: figure(f.name),
    field: f.name,
  }));
  const lastGroup = fields.at(-1)?.groupKey;
  const total = source.fields.some((f) => f.inTotal)
    ? [{ groupKey: lastGroup, labelKey: `${R}.col.total`, value: figure('total'), field: 'total' }]
    : [];
  const split = source.kind === 'register' ? source.rollup?.splitBy : undefined;
  const splitField = split ? source.fields.find((f) => f.name === split) : undefined;
  const splits = (splitField?.choices ?? []).map((code) => ({
    groupKey: fieldLabelKey(source.name, split!),
    labelKey: choiceLabelKey(source.name, split!, code),
    value: figure(`${split}:${code}`),
  }));
  return [
    { labelKey: `${R}.col.name`, value: (r) => placeLabel(r) },
    ...counts,
    ...fields,
    ...total,
    ...splits,
    ...(source.kind === 'countForm' ? indicatorColumns(source) : []),
  ];
}

/** A roll-up row's figure by an indicator's name: a field's sum, `records`, `eligible`. */
const figureOf = (row: Pick<RollupRow, 'values' | 'eligible'>) => (name: string) =>
  name === 'eligible' ? row.eligible : (row.values[name === 'records' ? '_records' : name] ?? 0);

/** The rows summed, as one row: what an indicator of the totals reads. */
function summed(rows: readonly RollupRow[]): Pick<RollupRow, 'values' | 'eligible'> {
  const values: Record<string, number> = {};
  for (const r of rows)
    for (const [k, v] of Object.entries(r.values)) values[k] = (values[k] ?? 0) + v;
  const counted = rows.filter((r) => r.eligible !== null);
  return {
    values,
    eligible: counted.length ? counted.reduce((n, r) => n + (r.eligible ?? 0), 0) : null,
  };
}

/** A count form's indicators (issue 49 §3), each of a row's figures and of the totals'. */
function indicatorColumns(d: CountFormDeclaration): ReportColumn<RollupRow>[] {
  return (d.indicators ?? []).map((indicator) => ({
    groupKey: `${R}.group.indicators`,
    labelKey: indicatorLabelKey(d.name, indicator.name),
    value: (row) => indicatorValue(indicator, figureOf(row)) ?? '',
    totalOf: (_totals, _at, rows) => indicatorValue(indicator, figureOf(summed(rows))) ?? '',
  }));
}
