import { currentMenu, type MenuEntry, type MenuGroup } from '../domain';

/** One step of the breadcrumb bar: a group, then the entries down to the current page. */
export interface Crumb {
  id: string;
  labelKey: string;
}

function entryPath(entries: readonly MenuEntry[], id: string): MenuEntry[] | null {
  for (const entry of entries) {
    if (entry.id === id) return [entry];
    const below = entry.children ? entryPath(entry.children, id) : null;
    if (below) return [entry, ...below];
  }
  return null;
}

/** The breadcrumb trail down to a menu entry: its group, then its parents and itself. */
export function breadcrumbTrail(
  menuId: string | undefined,
  menu: readonly MenuGroup[] = currentMenu(),
): Crumb[] {
  if (!menuId) return [];
  for (const group of menu) {
    const path = entryPath(group.entries, menuId);
    if (path) return [group, ...path].map(({ id, labelKey }) => ({ id, labelKey }));
  }
  return [];
}
