import { placeLabel } from '../geo';
import { SUBJECT_KINDS } from '../subjects';
import type { ReportColumn } from '../report/columns';
import type { RollupRow } from './countApi';
import { choiceLabelKey, fieldLabelKey, sectionLabelKey } from './labels';
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
  ];
}
