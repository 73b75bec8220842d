import type { MenuEntry, MenuGroup } from '../domain';

/** The screens (entries with a url, nested ones included) of a visible menu, in menu order. */
export function menuScreens(groups: readonly MenuGroup[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  const walk = (entries: readonly MenuEntry[], icon?: string) =>
    entries.forEach((entry) => {
      if (entry.children) walk(entry.children, entry.icon ?? icon);
      else if (entry.url) out.push({ ...entry, icon: entry.icon ?? icon });
    });
  groups.forEach((group) => walk(group.entries));
  return out;
}
