import { brokenChecks, checkMessageKey } from '../checks/judge';
import type { FieldIssue } from './messages';
import type { CrossCheckOp, FormDeclaration } from './types';

export const CROSS_CHECK_OPS: readonly CrossCheckOp[] = ['<', '<=', '=', '>=', '>', '!='];

/** A check's words: one key, the judge's (src/domain/checks). */
export const crossCheckKey = checkMessageKey;

/**
 * The refusing checks a record's values break, each on its field, judged on the record alone
 * (a side reading another period or form has no value here: the server judges those with the
 * figures). Warnings are the save's to ask a reason for (src/domain/checks).
 */
export function crossCheckIssues(
  d: Pick<FormDeclaration, 'name' | 'checks'> & { fields?: FormDeclaration['fields'] },
  values: Readonly<Record<string, unknown>>,
): FieldIssue[] {
  return brokenChecks(d, values)
    .filter((b) => b.importance === 'refuse')
    .map((b) => ({ field: b.field, key: b.key }));
}
