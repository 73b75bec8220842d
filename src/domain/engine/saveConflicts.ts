import { fieldsFor } from './countForms';
import type { CountFormDeclaration } from './types';

type Values = Readonly<Record<string, unknown>>;

/**
 * A subject someone else saved, with other figures, after this save's editor read it (issue 26,
 * point 5): both records, the version now stored, who saved it and when. Answered with a 409.
 */
export interface SaveConflict {
  subject_id: number;
  name: string;
  /** The figures this save sent. */
  yours: Record<string, unknown>;
  /** The figures stored meanwhile. */
  theirs: Record<string, unknown>;
  /** The version stored now: a save of the kept figures sends it. */
  version: number;
  saved_by: string | null;
  saved_at: string | null;
}

/** The 409 of a save some of whose records conflict; the others were saved. */
export interface SaveConflictBody {
  message: string;
  code: 'STALE';
  /** How many records of the save now hold what it sent. */
  saved: number;
  conflicts: SaveConflict[];
}

/** What a save does with one sent record, given the record as it is stored now. */
export type RecordFate = 'write' | 'same' | 'conflict';

const blank = (v: unknown) => v === undefined || v === null || v === '';
const sameValue = (a: unknown, b: unknown) =>
  blank(a) ? blank(b) : !blank(b) && String(a) === String(b);

/** Whether two records hold the same figures in the fields the subject's card shows. */
export const sameRecord = (
  d: CountFormDeclaration,
  subTypeId: number | undefined,
  a: Values,
  b: Values,
): boolean => fieldsFor(d, subTypeId).every((f) => sameValue(a[f.name], b[f.name]));

/**
 * A sent record's fate: written when nobody saved it since its editor read it (or the caller
 * sent no version: the spec's older calls); left as it is when someone saved the same figures
 * meanwhile; a conflict when they saved others.
 */
export function recordFate(
  d: CountFormDeclaration,
  subTypeId: number | undefined,
  sent: { version?: number; values: Values },
  stored: { version: number; values: Values | null },
): RecordFate {
  if (sent.version === undefined || sent.version === stored.version) return 'write';
  return sameRecord(d, subTypeId, sent.values, stored.values ?? {}) ? 'same' : 'conflict';
}

/** The fields whose figures differ between the two records of a conflict, in card order. */
export const conflictFields = (
  d: CountFormDeclaration,
  subTypeId: number | undefined,
  c: Pick<SaveConflict, 'yours' | 'theirs'>,
) => fieldsFor(d, subTypeId).filter((f) => !sameValue(c.yours[f.name], c.theirs[f.name]));
