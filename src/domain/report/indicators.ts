import { evaluate, parseExpression, type Expression } from '../expressions';

/** An indicator as declared: numerator ÷ denominator × factor (see IndicatorDeclaration). */
export interface Indicator {
  name: string;
  numerator: string;
  denominator?: string;
  factor?: number;
}

/** The names an indicator reads besides a form's fields: places with a record, and counted. */
export const INDICATOR_COUNTS = ['records', 'eligible'] as const;

const trees = new Map<string, Expression | null>();
function treeOf(text: string) {
  let tree = trees.get(text);
  if (tree === undefined) {
    const parsed = parseExpression(text);
    tree = parsed.ok ? parsed.expression : null;
    trees.set(text, tree);
  }
  return tree;
}

/**
 * An indicator's value from a row's figures (`figureOf` a name: a field's sum, `records`,
 * `eligible`), rounded to one decimal; null when a side has no value or the denominator is 0.
 */
export function indicatorValue(
  indicator: Indicator,
  figureOf: (name: string) => number | null,
): number | null {
  const numerator = treeOf(indicator.numerator);
  const denominator = indicator.denominator ? treeOf(indicator.denominator) : null;
  if (!numerator || (indicator.denominator && !denominator)) return null;
  const lookup = (ref: { field: string }) => figureOf(ref.field);
  const top = evaluate(numerator, lookup);
  const bottom = denominator ? evaluate(denominator, lookup) : 1;
  if (top === null || bottom === null || bottom === 0) return null;
  return Math.round((top / bottom) * (indicator.factor ?? 1) * 10) / 10;
}
