import type { Expression, FieldRef } from './types';

/**
 * A field's figure: a number, or null when there is none to read (no record of the previous
 * period, last year or the other form; a field left blank is the caller's to say).
 */
export type FieldLookup = (ref: FieldRef) => number | null | undefined;

/**
 * The value of an expression, or null when it cannot be computed: a figure it reads is missing,
 * or it divides by zero. Never throws; a check whose side is null is not judged.
 */
export function evaluate(expression: Expression, lookup: FieldLookup): number | null {
  switch (expression.kind) {
    case 'number':
      return expression.value;
    case 'field': {
      const value = lookup(expression);
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    }
    case 'negate': {
      const value = evaluate(expression.operand, lookup);
      return value === null ? null : -value;
    }
    case 'sum': {
      let total = 0;
      for (const term of expression.terms) {
        const value = evaluate(term, lookup);
        if (value === null) return null;
        total += value;
      }
      return total;
    }
    case 'binary': {
      const left = evaluate(expression.left, lookup);
      const right = evaluate(expression.right, lookup);
      if (left === null || right === null) return null;
      if (expression.op === '+') return left + right;
      if (expression.op === '-') return left - right;
      if (expression.op === '*') return left * right;
      return right === 0 ? null : left / right;
    }
  }
}

/** Every field an expression reads, in order, each once (a definition checks them by name). */
export function referencesOf(expression: Expression): FieldRef[] {
  const seen = new Map<string, FieldRef>();
  const walk = (e: Expression): void => {
    if (e.kind === 'field') {
      const ref: FieldRef = { field: e.field, form: e.form, shift: e.shift };
      seen.set(`${e.form ?? ''}|${e.shift ?? ''}|${e.field}`, ref);
    } else if (e.kind === 'negate') walk(e.operand);
    else if (e.kind === 'binary') {
      walk(e.left);
      walk(e.right);
    } else if (e.kind === 'sum') e.terms.forEach(walk);
  };
  walk(expression);
  return [...seen.values()];
}

export type Comparison = '<' | '<=' | '=' | '!=' | '>=' | '>';
export const COMPARISONS: readonly Comparison[] = ['<', '<=', '=', '!=', '>=', '>'];

/** Two figures compared (equal within a millionth: ÷ leaves fractions); null when either is. */
export function compare(left: number | null, op: Comparison, right: number | null) {
  if (left === null || right === null) return null;
  const equal = Math.abs(left - right) <= 1e-6 * Math.max(1, Math.abs(left), Math.abs(right));
  if (op === '=') return equal;
  if (op === '!=') return !equal;
  if (op === '<') return !equal && left < right;
  if (op === '>') return !equal && left > right;
  if (op === '<=') return equal || left < right;
  return equal || left > right;
}
