/**
 * The expression language of checks, indicators and targets (DESIGN §16): numbers, fields,
 * + − × ÷, parentheses, sum(…), and a field's figure of the previous period, of the same period
 * last year, or of another form for the same place and period. Parsed once into this tree and
 * evaluated by one pure function, in the browser and on the server alike — never `eval`.
 */

/** Where a field's figure is read: the record's own period, or shifted / another form's. */
export type Shift = 'previous' | 'last_year';

export interface FieldRef {
  field: string;
  /** Another count form's figure for the same place and period. */
  form?: string;
  shift?: Shift;
}

export type Expression =
  | { kind: 'number'; value: number }
  | ({ kind: 'field' } & FieldRef)
  | { kind: 'negate'; operand: Expression }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: Expression; right: Expression }
  | { kind: 'sum'; terms: Expression[] };

/** A refusal as a translation key (`app.expression.*`) and its arguments. */
export interface ExpressionProblem {
  key: string;
  args?: Record<string, string | number>;
}

export type Parsed =
  { ok: true; expression: Expression } | { ok: false; problem: ExpressionProblem };

/** Bounds: a check is a line a person types, not a program. */
export const MAX_EXPRESSION_LENGTH = 500;
export const MAX_EXPRESSION_TOKENS = 200;
export const MAX_EXPRESSION_DEPTH = 16;
