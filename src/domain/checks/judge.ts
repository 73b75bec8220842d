import { compare, evaluate, parseExpression, type Expression, type FieldRef } from '../expressions';
import type { BrokenCheck, Check, CheckFigures, CheckImportance, CheckedForm, Row } from './types';

type Judged = CheckedForm;
type CrossCheck = Check;

export const importanceOf = (check: CrossCheck): CheckImportance => check.importance ?? 'refuse';
export const checkMessageKey = (name: string, message: string) =>
  `resources.${name}.checks.${message}`;

// a declaration's sides are parsed once: the same text is the same tree
const trees = new Map<string, Expression | null>();
function treeOf(text: string): Expression | null {
  let tree = trees.get(text);
  if (tree === undefined) {
    const parsed = parseExpression(text);
    tree = parsed.ok ? parsed.expression : null;
    if (trees.size > 5000) trees.clear();
    trees.set(text, tree);
  }
  return tree;
}

/** A side that is one field's name: compared as it is (the older checks, dates too). */
export const isName = (side: string) => /^[a-zA-Z][a-zA-Z0-9_]*$/.test(side);

const NUMERIC = new Set(['count', 'integer', 'flag']);

/** A field's figure in a row: a number; a figure left blank in a record that exists counts 0. */
function figure(row: Row | null | undefined, field: string, blankIsZero: boolean) {
  if (!row) return null;
  const value = row[field];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value === undefined || value === null || value === '' ? (blankIsZero ? 0 : null) : null;
}

// the older checks compare a field with a field or a number, dates (yyyy-mm-dd) too
const HOLDS: Readonly<
  Record<CrossCheck['op'], (a: number | string, b: number | string) => boolean>
> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
  '!=': (a, b) => a !== b,
};
const comparable = (value: unknown): number | string | undefined =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;

function fieldToField(check: CrossCheck, values: Row): boolean | null {
  const left = comparable(values[check.left]);
  const right = comparable(typeof check.right === 'number' ? check.right : values[check.right]);
  if (left === undefined || right === undefined || typeof left !== typeof right) return null;
  return HOLDS[check.op](left, right);
}

/**
 * Whether a record keeps a check: true, false, or null when it cannot be judged (a side has no
 * value: a figure of a record that does not exist, a division by zero). A check between two of
 * the record's fields (or a field and a number) compares them as they are, dates too; any other
 * side is an expression over figures.
 */
export function judgeCheck(
  d: Judged,
  check: CrossCheck,
  values: Row,
  figures: CheckFigures = {},
): boolean | null {
  const sides = sidesOf(check);
  if (sides === 'fields') return fieldToField(check, values);
  if (!sides) return null;
  const own = fieldsOf(d);
  const lookup = (ref: FieldRef) => {
    if (ref.form) return figure(figures.forms?.[ref.form], ref.field, true);
    if (ref.shift === 'previous') return figure(figures.previous, ref.field, true);
    if (ref.shift === 'last_year') return figure(figures.lastYear, ref.field, true);
    const field = own.get(ref.field);
    return figure(values, ref.field, field !== undefined && NUMERIC.has(field.type));
  };
  const leftValue = evaluate(sides.left, lookup);
  const rightValue = typeof sides.right === 'number' ? sides.right : evaluate(sides.right, lookup);
  return compare(leftValue, check.op, rightValue);
}

type Sides = 'fields' | { left: Expression; right: Expression | number } | null;
// a check's sides read once per check (a तपासणी judges tens of thousands of records)
const sidesByCheck = new WeakMap<CrossCheck, Sides>();
function sidesOf(check: CrossCheck): Sides {
  let sides = sidesByCheck.get(check);
  if (sides === undefined) {
    const right = typeof check.right === 'number' ? check.right : treeOf(check.right);
    const left = treeOf(check.left);
    sides =
      isName(check.left) && (typeof check.right === 'number' || isName(check.right))
        ? 'fields'
        : left && right !== null
          ? { left, right }
          : null;
    sidesByCheck.set(check, sides);
  }
  return sides;
}

// a form's fields by name, once per declaration (a तपासणी judges thousands of records)
const byName = new WeakMap<object, Map<string, { name: string; type: string }>>();
function fieldsOf(d: Judged) {
  let own = byName.get(d);
  if (!own) {
    own = new Map((d.fields ?? []).map((f) => [f.name, f]));
    byName.set(d, own);
  }
  return own;
}

/** The first of the record's own fields a side reads (where its message shows), else its text. */
function shownUnder(check: CrossCheck): string {
  if (isName(check.left)) return check.left;
  const tree = treeOf(check.left);
  const walk = (e: Expression | null): string | undefined => {
    if (!e) return undefined;
    if (e.kind === 'field') return !e.form && !e.shift ? e.field : undefined;
    if (e.kind === 'negate') return walk(e.operand);
    if (e.kind === 'binary') return walk(e.left) ?? walk(e.right);
    if (e.kind === 'sum') return e.terms.map(walk).find(Boolean);
    return undefined;
  };
  return walk(tree) ?? 'total';
}

/** The checks a record breaks, in declared order, each with its importance. */
export function brokenChecks(d: Judged, values: Row, figures: CheckFigures = {}): BrokenCheck[] {
  return (d.checks ?? []).flatMap((check) =>
    judgeCheck(d, check, values, figures) === false
      ? [
          {
            message: check.message,
            importance: importanceOf(check),
            field: shownUnder(check),
            key: checkMessageKey(d.name, check.message),
          },
        ]
      : [],
  );
}
