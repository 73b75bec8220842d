/**
 * The drawer menu as data (spec §2 "Menu") and its visibility rules (spec §6).
 * Entries whose screen is not built yet are filtered out by `implemented`.
 */
export interface MenuEntry {
  id: string;
  /** Translation key of the label. */
  labelKey: string;
  /** Route inside the app (under /stage). */
  url?: string;
  /** Icon name; the layout maps it to a component. */
  icon?: string;
  children?: MenuEntry[];
}

export interface MenuGroup {
  id: 'dashboard' | 'application' | 'about';
  labelKey: string;
  entries: MenuEntry[];
}

export interface MenuUser {
  levelId: number;
  admin: boolean;
  /** Admin or office head: the API lets only them list and add users (absent: not known). */
  managesUsers?: boolean;
}

const e = (id: string, url?: string, icon?: string, children?: MenuEntry[]): MenuEntry => ({
  id,
  labelKey: `app.menu.${id}`,
  url,
  icon,
  children,
});

export const MENU: readonly MenuGroup[] = [
  {
    id: 'dashboard',
    labelKey: 'app.menu.group.dashboard',
    entries: [e('dashboard-default', '/dashboard/default', 'dashboard')],
  },
  {
    id: 'application',
    labelKey: 'app.menu.group.application',
    entries: [
      e('yashogatha', '/yashogatha', 'story'),
      e('sankalp', '/sankalp/list', 'flag', [
        e('sankalp-add', '/sankalp/addmultisankalp'),
        e('sankalp-list', '/sankalp/list'),
        e('sankalp-ahawal', '/sankalp/ahawal'),
      ]),
      e('sadyashtiti', '/sadyashiti/list', 'status', [
        e('sadyashtiti-list', '/sadyashiti/list'),
        e('sadyashtiti-active', '/sadyashiti/active-suchi'),
        e('sadyashtiti-ahawal', '/sadyashiti/ahawal'),
      ]),
      e('sanghik-add', '/sanghik/add', 'attendance'),
      e('sanghik-ahawal', '/sanghik/ahawal', 'report'),
      e('swayamsuchak-list', '/swayamsuchak/list', 'people'),
      e('swayamsuchak-report', '/swayamsuchak/report', 'download'),
      e('seva-vasti', '/seva-vasti/list', 'home'),
      e('geo-tree', '/geo/tree', 'tree'),
      e('system-users', '/user/list', 'admin', [
        e('user-add', '/user/add'),
        e('user-list', '/user/list'),
        e('unapproved-users-list', '/user/unapproved'),
      ]),
      e('utsav-sankhya-nondani', '/utsav/makarsankrant-nondani', 'festival'),
      e('utsav-sankhya-vrutta', '/utsav/makarsankrant-vrutta', 'festival'),
      e('lokjagaran-abhiyan-vrutta', undefined, 'campaign', [
        e('la-bhaugolik-vrutta', '/PMP-LJAV/bhaugolik-vrutta'),
        e('la-samajik-vrutta', '/PMP-LJAV/samajik-vrutta'),
        e('la-sahayogi-sanstha-mahiti-sankalan', '/PMP-LJAV/sahayogi-sansth-mahiti'),
        e('la-vividh-kshetrache-vrutt', '/PMP-LJAV/vividh-kshetra-vrutta'),
      ]),
      e('rpsa', undefined, 'campaign', [
        e('rp-abhiyan-vrutta', '/PMP-RPSA/abhiyan-vrutta'),
        e('rp-karyakram-vrutta', '/PMP-RPSA/karyakram-vrutta'),
        e('rp-karyakarta-suchi', '/PMP-RPSA/karyakarta-suchi'),
        e('rp-anukulVyakti-suchi', '/PMP-RPSA/anukulVyakti-suchi'),
        e('rp-abhiyan-goshwara', '/PMP-RPSA/abhiyan-goshwara'),
        e('rp-karyakram-goshwara', '/PMP-RPSA/karyakram-goshwara'),
      ]),
    ],
  },
  {
    id: 'about',
    labelKey: 'app.menu.group.about',
    entries: [e('about', '/about', 'info')],
  },
];

/** Spec §6 menu visibility, one predicate per entry id that has a rule. */
const RULES: Readonly<Record<string, (u: MenuUser) => boolean>> = {
  'unapproved-users-list': (u) => u.admin,
  'rp-anukulVyakti-suchi': (u) => u.admin,
  'system-users': (u) => u.levelId >= 1 && u.levelId <= 8,
  'user-add': (u) => u.managesUsers !== false,
  'user-list': (u) => u.managesUsers !== false,
  'la-bhaugolik-vrutta': (u) => u.levelId !== 10,
  'la-samajik-vrutta': (u) => u.levelId < 8,
  'la-sahayogi-sanstha-mahiti-sankalan': (u) => [1, 6, 7].includes(u.levelId),
  'la-vividh-kshetrache-vrutt': (u) => u.levelId === 1,
  'utsav-sankhya-vrutta': (u) => u.levelId <= 5,
  'utsav-sankhya-nondani': (u) => [6, 7].includes(u.levelId),
};

/** Groups whose own click navigates to their url only for levels 7 and above it (ids ≤ 7). */
const LEVEL_GATED_GROUPS: readonly string[] = ['sankalp', 'sadyashtiti'];

export function isEntryAllowed(id: string, user: MenuUser): boolean {
  const rule = RULES[id];
  return rule ? rule(user) : true;
}

export function groupNavigates(id: string, user: MenuUser): boolean {
  return !LEVEL_GATED_GROUPS.includes(id) || user.levelId <= 7;
}

function filterEntry(
  entry: MenuEntry,
  user: MenuUser,
  implemented: ReadonlySet<string>,
): MenuEntry | null {
  if (!isEntryAllowed(entry.id, user)) return null;
  if (entry.children) {
    const children = entry.children
      .map((c) => filterEntry(c, user, implemented))
      .filter((c): c is MenuEntry => c !== null);
    if (children.length === 0) return null;
    const url = entry.url && groupNavigates(entry.id, user) ? entry.url : undefined;
    return { ...entry, url, children };
  }
  return implemented.has(entry.id) ? entry : null;
}

/** The menu a user sees: rules applied, unbuilt screens and empty groups dropped. */
export function visibleMenu(user: MenuUser, implemented: ReadonlySet<string>): MenuGroup[] {
  return MENU.map((g) => ({
    ...g,
    entries: g.entries
      .map((entry) => filterEntry(entry, user, implemented))
      .filter((x): x is MenuEntry => x !== null),
  })).filter((g) => g.entries.length > 0);
}

export const allMenuIds = (): string[] => {
  const ids: string[] = [];
  const walk = (list: readonly MenuEntry[]) =>
    list.forEach((x) => {
      ids.push(x.id);
      if (x.children) walk(x.children);
    });
  MENU.forEach((g) => walk(g.entries));
  return ids;
};
