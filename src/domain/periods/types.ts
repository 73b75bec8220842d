/**
 * A period as stored and sent: the financial year ('2026-27') and, by kind, the month (1..12) or
 * the value of the form's axis (a festival's code); `part` is '' for a whole year.
 */
export interface Period {
  year: string;
  month?: number;
  part?: string;
}

/** The calendar month a period's records are counted in (unit activity, history, roll-ups). */
export interface PeriodMonth {
  year: string;
  month: number;
  /** First and last day, 'yyyy-mm-dd'. */
  first: string;
  last: string;
}

/**
 * Which periods are open for entry, as data in a declaration (DHIS2's data input periods):
 * the current period and `back` before it; `withinYear` keeps them inside the current financial
 * year (April offers April only); `graceMonths` keeps the previous financial year open that many
 * months into the new one (a yearly return finished in April).
 */
export interface EntryWindow {
  back: number;
  /** Periods after the current one that are open too (a plan entered ahead); none by default. */
  ahead?: number;
  withinYear?: boolean;
  graceMonths?: number;
}

/** A period's name: a translation key, its arguments, and the arguments that are keys too. */
export interface PeriodName {
  key: string;
  args: Record<string, string | number>;
  keys: Record<string, string>;
}

/** A body of the API naming a period: `year`, and `month` or the axis (`festival`). */
export type PeriodBody = Readonly<Record<string, unknown>>;

/** What is wrong with a body's period: the message key's last part ('year', 'month', 'festival'). */
export interface PeriodProblem {
  problem: string;
}

export interface PeriodKind {
  name: string;
  /** The axis whose value names the part of the year, if any. */
  axis?: string;
  parse(body: PeriodBody): Period | PeriodProblem;
  /** The body fields that name the period in the API. */
  bodyOf(period: Period): Record<string, string | number>;
  monthOf(period: Period): PeriodMonth;
  /** The periods open for entry today under `window`, newest first. */
  open(today: Date, window: EntryWindow): Period[];
  label(period: Period): PeriodName;
  /** A number that orders periods oldest first. */
  order(period: Period): number;
}
