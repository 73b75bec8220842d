import { entryMonths } from '../../engine/countPeriods';
import { sanghik } from './sanghik';
import type { EntryWindow } from '../../periods';
import type { MonthChoice } from '../../calendar';

/**
 * The gathering's period policy (spec §4), as its declaration holds it: the current month and
 * the two before it, never before April of the current financial year. The functions below are
 * the declared form's own rule (one gate, src/domain/periods/policy.ts), named for the gathering.
 */
export const GATHERING_ENTRY_WINDOW: EntryWindow = sanghik.periodPolicy!;

/** Gathering entry: the months open today, current first. */
export const entryMonthChoices = (today: Date): MonthChoice[] => entryMonths(sanghik, today);
