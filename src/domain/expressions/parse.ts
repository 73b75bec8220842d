import { tokenize, type Token } from './tokens';
import {
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  type Expression,
  type ExpressionProblem,
  type Parsed,
  type Shift,
} from './types';

class Refusal extends Error {
  constructor(readonly problem: ExpressionProblem) {
    super(problem.key);
  }
}
const refuse = (key: string, args?: ExpressionProblem['args']): never => {
  throw new Refusal({ key: `app.expression.${key}`, args });
};

const SHIFTS: Record<string, Shift> = { previous: 'previous', last_year: 'last_year' };

/**
 * Parses an expression: sums and differences of products and quotients of numbers, fields,
 * parenthesised expressions, `sum(a, b, …)`, `previous(e)`, `last_year(e)` and
 * `form('name', e)` (the fields of `e` read from another form). Bounded in length, terms and
 * depth; a refusal names the position (1-based) where it went wrong.
 */
export function parseExpression(text: string): Parsed {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    return {
      ok: false,
      problem: { key: 'app.expression.tooLong', args: { max: MAX_EXPRESSION_LENGTH } },
    };
  }
  const tokenized = tokenize(text);
  if (!Array.isArray(tokenized)) return { ok: false, problem: tokenized };
  const tokens: Token[] = tokenized;
  if (!tokens.length) return { ok: false, problem: { key: 'app.expression.empty' } };
  let next = 0;
  const peek = (): Token | undefined => tokens[next];
  const isOp = (value: string) => {
    const t = peek();
    return t?.type === 'op' && t.value === value;
  };
  const unexpected = (): never => {
    const t = peek();
    return t
      ? refuse('unexpected', { at: t.at + 1, token: String(t.value) })
      : refuse('unfinished');
  };
  const expect = (value: string) => {
    if (!isOp(value)) unexpected();
    next += 1;
  };

  // `scope`: the form and shift the fields inside a form(…) / previous(…) are read with
  function sum(depth: number, scope: Scope): Expression {
    if (depth > MAX_EXPRESSION_DEPTH) refuse('tooDeep', { max: MAX_EXPRESSION_DEPTH });
    let left = product(depth, scope);
    while (isOp('+') || isOp('-')) {
      const op = (tokens[next++] as { value: '+' | '-' }).value;
      left = { kind: 'binary', op, left, right: product(depth, scope) };
    }
    return left;
  }
  function product(depth: number, scope: Scope): Expression {
    let left = unary(depth, scope);
    while (isOp('*') || isOp('/')) {
      const op = (tokens[next++] as { value: '*' | '/' }).value;
      left = { kind: 'binary', op, left, right: unary(depth, scope) };
    }
    return left;
  }
  function unary(depth: number, scope: Scope): Expression {
    if (depth > MAX_EXPRESSION_DEPTH) refuse('tooDeep', { max: MAX_EXPRESSION_DEPTH });
    if (isOp('-')) {
      next += 1;
      return { kind: 'negate', operand: unary(depth + 1, scope) };
    }
    return primary(depth, scope);
  }
  function primary(depth: number, scope: Scope): Expression {
    const t = peek();
    if (t?.type === 'number') {
      next += 1;
      return { kind: 'number', value: t.value };
    }
    if (isOp('(')) {
      next += 1;
      const inner = sum(depth + 1, scope);
      expect(')');
      return inner;
    }
    if (t?.type !== 'name') return unexpected();
    next += 1;
    if (!isOp('(')) return { kind: 'field', field: t.value, ...scope };
    next += 1;
    const call = callOf(t, depth + 1, scope);
    expect(')');
    return call;
  }
  function callOf(name: Extract<Token, { type: 'name' }>, depth: number, scope: Scope): Expression {
    if (name.value === 'sum') {
      const terms = [sum(depth, scope)];
      while (isOp(',')) {
        next += 1;
        terms.push(sum(depth, scope));
      }
      return { kind: 'sum', terms };
    }
    const shift = SHIFTS[name.value];
    if (shift) {
      if (scope.shift) refuse('twoShifts', { at: name.at + 1 });
      return sum(depth, { ...scope, shift });
    }
    if (name.value === 'form') {
      const form = peek();
      if (form?.type !== 'text' || !/^[a-z][a-z0-9_-]*$/.test(form.value)) return unexpected();
      if (scope.form) refuse('twoForms', { at: name.at + 1 });
      next += 1;
      expect(',');
      return sum(depth, { ...scope, form: form.value });
    }
    return refuse('unknownFunction', { at: name.at + 1, name: name.value });
  }

  try {
    const expression = sum(0, {});
    if (next < tokens.length) unexpected();
    return { ok: true, expression };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem };
    throw error;
  }
}

interface Scope {
  form?: string;
  shift?: Shift;
}
