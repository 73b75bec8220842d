import type { FieldIssue } from './messages';
import type { CrossCheckOp, FormDeclaration } from './types';

export const CROSS_CHECK_OPS: readonly CrossCheckOp[] = ['<', '<=', '=', '>=', '>', '!='];

export const crossCheckKey = (name: string, message: string) =>
  `resources.${name}.checks.${message}`;

const HOLDS: Readonly<Record<CrossCheckOp, (a: number | string, b: number | string) => boolean>> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
  '!=': (a, b) => a !== b,
};

/** A value a check compares: a number, or a text such as a date (yyyy-mm-dd); else nothing. */
const comparable = (value: unknown): number | string | undefined =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;

/**
 * The checks a record's stored values break, each on its left field. A check with an empty
 * side, or sides of different kinds, holds: whether a value is needed is `required`'s to say.
 */
export function crossCheckIssues(
  d: Pick<FormDeclaration, 'name' | 'checks'>,
  values: Readonly<Record<string, unknown>>,
): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const check of d.checks ?? []) {
    const left = comparable(values[check.left]);
    const right = comparable(typeof check.right === 'number' ? check.right : values[check.right]);
    if (left === undefined || right === undefined || typeof left !== typeof right) continue;
    if (!HOLDS[check.op](left, right))
      out.push({ field: check.left, key: crossCheckKey(d.name, check.message) });
  }
  return out;
}
