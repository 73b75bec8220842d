/** Menu entries whose screens exist; `visibleMenu()` drops the others. */
export const IMPLEMENTED: ReadonlySet<string> = new Set([
  'dashboard-default',
  'geo-tree',
  'about',
  'sanghik-add',
  'sankalp-add',
  'sankalp-list',
  'sadyashtiti-list',
  'sadyashtiti-active',
  'sadyashtiti-ahawal',
  'sankalp-ahawal',
]);
