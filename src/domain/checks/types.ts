import type { Comparison } from '../expressions';

/** How much a broken check weighs (issue 48 §1): it refuses the save, or asks for a reason. */
export type CheckImportance = 'refuse' | 'warn';
export const CHECK_IMPORTANCES: readonly CheckImportance[] = ['refuse', 'warn'];

export type Row = Readonly<Record<string, unknown>>;

/** A check as data (src/domain/engine's CrossCheck): `left op right`, worded by `message`. */
export interface Check {
  left: string;
  op: Comparison;
  right: string | number;
  message: string;
  importance?: CheckImportance;
}

/** What a check is judged against: the form's name, checks and fields (their types). */
export interface CheckedForm {
  name: string;
  checks?: readonly Check[];
  fields?: readonly { name: string; type: string }[];
}

/**
 * What a check may read beyond the record itself: the same subject's record of the previous
 * period and of the same period last year, and other forms' figures for the same place and
 * period (by form). Left out or null: there is none, and a side reading it has no value.
 */
export interface CheckFigures {
  previous?: Row | null;
  lastYear?: Row | null;
  forms?: Readonly<Record<string, Row | null>>;
}

/** A check a record breaks. */
export interface BrokenCheck {
  /** The check's message code: its identity, and the key of its reason in a record's reasons. */
  message: string;
  importance: CheckImportance;
  /** The field it is shown under: the first of the record's own fields its left side reads. */
  field: string;
  /** Its words: `resources.<module>.checks.<message>`. */
  key: string;
}

/** A record's reasons for the warnings it was saved with, by the check's message code. */
export type CheckReasons = Readonly<Record<string, string>>;

/** A reason is one line: at most this many characters. */
export const MAX_REASON_LENGTH = 200;

/** A warning the server asks a reason for, as its refusal names it (its row's args). */
export interface ReasonAsk {
  /** The check's message code: the key of the reason in the record's `reasons`. */
  code: string;
  /** The check's words, in the language the server answered in. */
  check: string;
}

/** The keys of a save's refusal that ask for a reason. */
export const REASON_KEYS: readonly string[] = ['app.check.reasonNeeded', 'app.check.reasonTooLong'];
