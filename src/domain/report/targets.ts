import type { Cell } from '../export';
import type { ReportColumn } from './columns';

const T = 'app.target';

/** How much of a target a figure reached, in percent (rounded); null without a target. */
export function achievement(figure: Cell | null | undefined, target: Cell | null | undefined) {
  if (typeof figure !== 'number' || typeof target !== 'number' || target <= 0) return null;
  return Math.round((figure / target) * 100);
}

/** Achievement as a report shows it: 85%, or the words for no target. */
export function achievementText(
  figure: Cell | null | undefined,
  target: Cell | null | undefined,
  noTarget: string,
): string {
  const percent = achievement(figure, target);
  return percent === null ? (typeof figure === 'number' ? noTarget : '') : `${percent}%`;
}

/**
 * A report's columns against targets (issue 49 §1): each column of a figure a target may be set
 * on (its `field`) becomes three under its name — the figure, the target, the share reached —
 * the others staying as they are. `targetOf` gives a row's targets (null: none set).
 */
export function withTargets<R>(
  columns: readonly ReportColumn<R>[],
  targetOf: (row: R) => Readonly<Record<string, number>> | null,
  translate: (key: string) => string,
): ReportColumn<R>[] {
  const noTarget = translate(`${T}.none`);
  return columns.flatMap((c): ReportColumn<R>[] => {
    const field = c.field;
    if (!field) return [c];
    const target = (row: R): Cell => targetOf(row)?.[field] ?? '';
    return [
      { groupKey: c.labelKey, labelKey: `${T}.figure`, value: c.value, field },
      { groupKey: c.labelKey, labelKey: `${T}.target`, value: target },
      {
        groupKey: c.labelKey,
        labelKey: `${T}.achieved`,
        value: (row) => achievementText(c.value(row), target(row), noTarget),
        totalOf: (totals, at) => achievementText(totals[at - 2], totals[at - 1], noTarget),
      },
    ];
  });
}
