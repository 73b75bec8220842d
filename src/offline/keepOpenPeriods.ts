import {
  countPeriodKind,
  policyOf,
  type CountFormDeclaration,
  type CountPeriodBody,
} from '../domain/engine';

/** The places and periods already fetched ahead in this page's life. */
const fetched = new Set<string>();

/**
 * Once a place's sheet came from the server, the sheets of its other open periods are fetched
 * in the background, so the device keeps them too (issue 26, point 2): a person who opened this
 * month can enter last month's figures in the village with no network. A festival's sheet is
 * its own screen and is not fetched ahead.
 */
export function keepOpenPeriods(
  getSheet: (body: CountPeriodBody) => Promise<unknown>,
  d: CountFormDeclaration,
  body: CountPeriodBody,
  today = new Date(),
) {
  if (body.festival !== undefined) return;
  for (const open of countPeriodKind(d).open(today, policyOf(d))) {
    // the body's own keys in its own order: the same name the screen's read keeps it under
    const other: CountPeriodBody = {
      ...body,
      year: open.year,
      ...(body.month !== undefined ? { month: open.month } : {}),
    };
    const key = `${d.name}:${JSON.stringify(other)}`;
    if (fetched.has(key) || JSON.stringify(other) === JSON.stringify(body)) continue;
    fetched.add(key);
    getSheet(other).catch(() => fetched.delete(key));
  }
}
