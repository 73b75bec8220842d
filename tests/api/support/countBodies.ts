import { type CountFormDeclaration } from '../../../src/domain/engine';
import { countCalls } from '../../../src/domain/modules';
import { financialYear } from '../../../src/domain/modules/gathering';
import { placeId, type TestApp } from './testApp';

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

const PAUD = ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड'];

/** Who enters a count form where (the root, or पौड उपखंड), and the period body of its calls. */
export async function entryOf(t: TestApp, d: CountFormDeclaration) {
  const atRoot = !d.entryLevels.includes(8);
  const locationId = await placeId(t.db, atRoot ? [] : PAUD);
  const as = atRoot ? 'admin' : d.access.userLevels?.includes(6) ? 'taluka' : 'upkhand';
  return { as, locationId, body: { locationId, ...periodNow(d) } };
}
