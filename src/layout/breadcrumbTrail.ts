import { MENU, type MenuEntry, type MenuGroup } from '../domain';

/** One step of the breadcrumb bar: a group, then the entries down to the current page. */
export interface Crumb {
  id: string;
  labelKey: string;
}

function entryPath(entries: readonly MenuEntry[], route: string): MenuEntry[] | null {
  for (const entry of entries) {
    // children first: a group's own url is usually one of its children's
    const below = entry.children ? entryPath(entry.children, route) : null;
    if (below) return [entry, ...below];
    if (entry.url && (route === entry.url || route.startsWith(`${entry.url}/`))) return [entry];
  }
  return null;
}

/** The breadcrumb trail of an app route, derived from the menu definition (empty if unknown). */
export function breadcrumbTrail(route: string, menu: readonly MenuGroup[] = MENU): Crumb[] {
  for (const group of menu) {
    const path = entryPath(group.entries, route);
    if (path) return [group, ...path].map(({ id, labelKey }) => ({ id, labelKey }));
  }
  return [];
}
