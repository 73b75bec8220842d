import type { Cell } from '../export';
import type { ReportColumn } from './columns';

const C = 'app.compare';

/** A figure's change against last year in percent (rounded), or null when there is none. */
export function yearChange(now: Cell | null | undefined, before: Cell | null | undefined) {
  if (typeof now !== 'number' || typeof before !== 'number') return null;
  if (before === 0) return now === 0 ? 0 : null;
  return Math.round(((now - before) / before) * 100);
}

/** The change as a report shows it: ▲ 12%, ▼ 5%, = 0%; "नवे" for a figure from nothing. */
export function yearChangeText(
  now: Cell | null | undefined,
  before: Cell | null | undefined,
  newWord: string,
): string {
  if (typeof now !== 'number' || typeof before !== 'number') return '';
  const change = yearChange(now, before);
  if (change === null) return newWord;
  return change > 0 ? `▲ ${change}%` : change < 0 ? `▼ ${-change}%` : '= 0%';
}

/**
 * A report's columns compared with last year (issue 49 §2): each figure's column becomes three
 * under its name — this year, last year, the change — the others (by default the place's name
 * only, the first) staying as they are. `lastYearOf` gives a row's figures of last year (null:
 * none).
 */
export function withLastYear<R>(
  columns: readonly ReportColumn<R>[],
  lastYearOf: (row: R) => R | null,
  translate: (key: string) => string,
  compared: (c: ReportColumn<R>, at: number) => boolean = (_, at) => at >= 1,
): ReportColumn<R>[] {
  const newWord = translate(`${C}.new`);
  return columns.flatMap((c, i): ReportColumn<R>[] => {
    if (!compared(c, i)) return [c];
    const before = (row: R) => {
      const last = lastYearOf(row);
      return last ? c.value(last) : '';
    };
    return [
      { groupKey: c.labelKey, labelKey: `${C}.thisYear`, value: c.value },
      { groupKey: c.labelKey, labelKey: `${C}.lastYear`, value: before },
      {
        groupKey: c.labelKey,
        labelKey: `${C}.change`,
        value: (row) => yearChangeText(c.value(row), before(row), newWord),
        // the totals' change, not a sum of changes
        totalOf: (totals, at) => yearChangeText(totals[at - 2], totals[at - 1], newWord),
      },
    ];
  });
}
