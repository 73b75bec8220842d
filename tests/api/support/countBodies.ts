import { type CountFormDeclaration } from '../../../src/domain/engine';
import { countCalls } from '../../../src/domain/modules';
import { financialYear } from '../../../src/domain/gathering';

/** The period part of a count form's call today: the year, a festival's code, the month. */
export function periodNow(d: CountFormDeclaration) {
  const today = new Date();
  return {
    year: financialYear(today),
    ...(d.axis === 'festival' ? { festival: 'gurupujan' } : {}),
    ...(d.period === 'month' ? { month: today.getMonth() + 1 } : {}),
  };
}

/** A count form's entry call path (`/<name>/list`, or the form's own `calls`). */
export const countCallPath = (d: CountFormDeclaration, call: 'list' | 'save') =>
  `/${d.name}/${countCalls(d.name)[call]}`;
