import {
  declaredPaths,
  moduleMenuAllowed,
  moduleNameKey,
  presetLabelKey,
  type ModuleDeclaration,
} from '../engine';
import { MODULES, definedModules } from '../modules';
import { screenPathOf } from './screens';

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
  /** Position among its siblings. */
  order?: number;
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

/**
 * An entry: its link is the route the screen table gives its id (screens.ts); a group that
 * opens a screen of its own names the child entry whose route it takes.
 */
const e = (id: string, order: number, icon?: string, children?: MenuEntry[], opens?: string) => ({
  id,
  labelKey: `app.menu.${id}`,
  url: screenPathOf(opens ?? id),
  icon,
  children,
  order,
});

/** The hand-built screens; the configured modules add theirs (see `declaredEntry`). */
const STATIC_MENU: readonly MenuGroup[] = [
  {
    id: 'dashboard',
    labelKey: 'app.menu.group.dashboard',
    entries: [e('dashboard-default', 10, 'dashboard'), e('dashboard-analytics', 20, 'chart')],
  },
  {
    id: 'application',
    labelKey: 'app.menu.group.application',
    entries: [
      e('sankalp', 20, 'flag', [e('sankalp-add', 10), e('sankalp-ahawal', 30)], 'sankalp-list'),
      e(
        'sadyashtiti',
        30,
        'status',
        [e('sadyashtiti-list', 10), e('sadyashtiti-active', 20), e('sadyashtiti-ahawal', 30)],
        'sadyashtiti-list',
      ),
      e('sanghik-ahawal', 50, 'report'),
      e('ahawal-list', 55, 'checklist'),
      e('period-approvals', 57, 'checklist'),
      e('checks', 58, 'checklist'),
      e('targets', 59, 'flag'),
      e('swayamsuchak-report', 70, 'download'),
      e('geo-tree', 90, 'tree'),
      e(
        'system-users',
        100,
        'admin',
        [e('user-add', 10), e('user-list', 20), e('unapproved-users-list', 30)],
        'user-list',
      ),
      e('module-builder', 110, 'admin'),
      e('jobs', 115, 'admin'),
      e('changes', 120, 'history'),
      e('lokjagaran-abhiyan-vrutta', 130, 'campaign', []),
      e('rpsa', 140, 'campaign', []),
    ],
  },
  {
    id: 'about',
    labelKey: 'app.menu.group.about',
    entries: [e('about', 10, 'info')],
  },
];

/**
 * A configured module's menu entry, from its declaration (label: `resources.<name>.name`); a
 * module with presets (one screen per festival) is a group of them.
 */
const declaredEntry = (d: ModuleDeclaration): MenuEntry => ({
  id: d.menu.id,
  labelKey: moduleNameKey(d.name),
  url: d.menu.presets ? undefined : declaredPaths(d)[0],
  icon: d.menu.icon,
  order: d.menu.order,
  children: d.menu.presets?.map((p, i) => ({
    id: p.id,
    labelKey: presetLabelKey(p.preset),
    url: p.path,
    order: i,
  })),
});

/** The entries with each declared module placed under its parent, siblings in `order`. */
function placeDeclared(
  entries: readonly MenuEntry[],
  parent: string,
  declared: readonly ModuleDeclaration[],
): MenuEntry[] {
  const own = declared.filter((d) => d.menu.parent === parent).map(declaredEntry);
  return [...entries, ...own]
    .map((x) => (x.children ? { ...x, children: placeDeclared(x.children, x.id, declared) } : x))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The whole menu: the hand-built screens and the configured modules. */
export function buildMenu(declared: readonly ModuleDeclaration[]): MenuGroup[] {
  return STATIC_MENU.map((g) => ({ ...g, entries: placeDeclared(g.entries, g.id, declared) }));
}

export const MENU: readonly MenuGroup[] = buildMenu(MODULES);

let withDefined: { defined: readonly ModuleDeclaration[]; menu: readonly MenuGroup[] } | null =
  null;

/** The menu with the modules defined in the browser placed too (built again when they change). */
export function currentMenu(): readonly MenuGroup[] {
  const defined = definedModules();
  if (defined.length === 0) return MENU;
  if (withDefined?.defined !== defined)
    withDefined = { defined, menu: buildMenu([...MODULES, ...defined]) };
  return withDefined.menu;
}

/** Spec §6 menu visibility, one predicate per entry id that has a rule. */
const RULES: Readonly<Record<string, (u: MenuUser) => boolean>> = {
  'unapproved-users-list': (u) => u.admin,
  'module-builder': (u) => u.admin,
  jobs: (u) => u.admin,
  'system-users': (u) => u.levelId >= 1 && u.levelId <= 8,
  'user-add': (u) => u.managesUsers !== false,
  'user-list': (u) => u.managesUsers !== false,
  // the month's gathering records of the places below: for users at a gathering level or above
  'ahawal-list': (u) => u.levelId >= 1 && u.levelId <= 8,
  // every count form's completeness and approval below a place (issue 46): the offices above
  'period-approvals': (u) => u.levelId >= 1 && u.levelId <= 7,
  // the figures below a place and their reasons: the offices above the entry places
  checks: (u) => u.levelId >= 1 && u.levelId <= 7,
  // the offices above set their children's targets (issue 49)
  targets: (u) => u.levelId >= 1 && u.levelId <= 7,
};

/** Groups whose own click navigates to their url only for levels 7 and above it (ids ≤ 7). */
const LEVEL_GATED_GROUPS: readonly string[] = ['sankalp', 'sadyashtiti'];

export function isEntryAllowed(id: string, user: MenuUser): boolean {
  const declared = [...MODULES, ...definedModules()].find(
    (d) => d.menu.id === id || d.menu.presets?.some((p) => p.id === id),
  );
  if (declared) return moduleMenuAllowed(declared, user);
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
  return currentMenu()
    .map((g) => ({
      ...g,
      entries: g.entries
        .map((entry) => filterEntry(entry, user, implemented))
        .filter((x): x is MenuEntry => x !== null),
    }))
    .filter((g) => g.entries.length > 0);
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
