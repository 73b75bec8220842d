import { parseExpression, referencesOf, type ExpressionProblem } from '../expressions';
import { isName } from './judge';

/**
 * What is wrong with a check's side, as a translation key (null: nothing): a number that is
 * not one, an expression that does not parse, or a field the form does not have (another
 * form's fields inside `form('…', …)` are that form's).
 */
export function sideProblem(
  side: string | number,
  names: ReadonlySet<string>,
): ExpressionProblem | null {
  if (typeof side === 'number')
    return Number.isFinite(side) ? null : { key: 'app.expression.empty' };
  if (isName(side))
    return names.has(side) ? null : { key: 'app.check.unknownField', args: { field: side } };
  const parsed = parseExpression(side);
  if (!parsed.ok) return parsed.problem;
  const unknown = referencesOf(parsed.expression).find((r) => !r.form && !names.has(r.field));
  return unknown ? { key: 'app.check.unknownField', args: { field: unknown.field } } : null;
}
