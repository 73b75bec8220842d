import { sanghik } from '../entities/sanghik';
import { MONTH, isOpenForEntry, type EntryWindow } from '../periods';
import { monthKey, type MonthChoice } from './calendar';

/**
 * The gathering's period policy (spec §4), as its declaration holds it: the current month and
 * the two before it, never before April of the current financial year.
 */
export const GATHERING_ENTRY_WINDOW: EntryWindow = sanghik.periodPolicy!;

/** Gathering entry: the months open today, current first. */
export const entryMonthChoices = (today: Date): MonthChoice[] =>
  MONTH.open(today, GATHERING_ENTRY_WINDOW).map((p) => ({
    month: p.month!,
    labelKey: monthKey(p.month!),
  }));

/** Whether attendance for `month` of financial year `year` ('2026-27') may be saved today. */
export const isMonthOpenForEntry = (year: string, month: number, today: Date): boolean =>
  isOpenForEntry(MONTH, GATHERING_ENTRY_WINDOW, { year, month }, today);
