import {
  declaredPaths,
  entityReportPath,
  reportBuilderOf,
  type ModuleDeclaration,
  type RegisterDeclaration,
} from '../engine';
import { MODULES, REGISTERS, definedModules } from '../modules';
import { DEFAULT_PATH } from '../profile';

/**
 * Every screen of the app, once: its route (spec §2 spellings), the page that draws it (a name
 * of src/screens/pages.ts), the menu entry it belongs to and the react-admin resource it renders
 * in; the configured modules' screens come from their declarations. The router
 * (src/screens/registry.ts), the menu's links and "implemented" set, and the breadcrumbs read it.
 */
export interface ScreenRow {
  path: string;
  page: string;
  menuId?: string;
  /** Outside the signed-in shell. */
  public?: boolean;
  resource?: string;
}

const open = (path: string, page: string): ScreenRow => ({ path, page, public: true });
const screen = (path: string, page: string, menuId: string, resource?: string) => ({
  path,
  page,
  menuId,
  ...(resource ? { resource } : {}),
});

const HAND_BUILT_SCREENS: readonly ScreenRow[] = [
  open('/', 'Landing'),
  open('/pages/landing', 'Landing'),
  open('/pages/login', 'Login'),
  open('/register', 'Register'),
  open('/pages/register', 'Register'),
  open('/forgot-password', 'ForgotPassword'),
  open('/pages/forgot-password', 'ForgotPassword'),
  open('/check-mail', 'CheckMail'),
  open('/pages/check-mail', 'CheckMail'),
  open('/pages/contact-us', 'Contact'),
  open('/pages/sampark-nond-privacy', 'Privacy'),
  open('/pending-approval', 'PendingApproval'),
  screen(DEFAULT_PATH, 'Dashboard', 'dashboard-default'),
  screen('/dashboard/analytics', 'Analytics', 'dashboard-analytics'),
  screen('/ahawal/list', 'GatheringRecords', 'ahawal-list'),
  screen('/period-approvals', 'PeriodApprovals', 'period-approvals'),
  screen('/checks', 'CheckReview', 'checks'),
  screen('/targets', 'Targets', 'targets'),
  screen('/about', 'About', 'about'),
  screen('/geo/tree', 'GeoTree', 'geo-tree'),
  screen('/geo/import', 'GeoImport', 'geo-tree'),
  screen('/modules', 'ModuleBuilder', 'module-builder'),
  screen('/modules/new', 'ModuleEditor', 'module-builder'),
  screen('/modules/edit/:name', 'ModuleEditor', 'module-builder'),
  screen('/modules/records/:name', 'ModuleRecords', 'module-builder'),
  screen('/jobs', 'Jobs', 'jobs'),
  screen('/changes', 'ChangeLog', 'changes'),
  screen('/sanghik/ahawal', 'SanghikAhawal', 'sanghik-ahawal'),
  screen('/sankalp/addmultisankalp', 'AddMultiSankalp', 'sankalp-add', 'sankalp'),
  screen('/sankalp/detailView/:sankalpId', 'SankalpDetail', 'sankalp-list', 'sankalp'),
  screen('/sankalp/ahawal', 'SankalpAhawal', 'sankalp-ahawal', 'sankalp'),
  screen('/sadyashiti/list', 'SadyasthitiList', 'sadyashtiti-list'),
  screen('/sadyasthiti/view/:sankalpId', 'SadyasthitiView', 'sadyashtiti-list'),
  screen('/sadyashiti/active-suchi', 'ActiveSuchi', 'sadyashtiti-active'),
  screen('/sadyashiti/ahawal', 'SadyasthitiAhawal', 'sadyashtiti-ahawal'),
  screen('/user/list', 'UserList', 'user-list', 'user'),
  screen('/user/add', 'UserCreate', 'user-add', 'user'),
  screen('/user/unapproved', 'UnapprovedList', 'unapproved-users-list', 'user'),
  // the device's unsent saves: reached from the app bar's badge, no menu entry
  { path: '/outbox', page: 'Outbox' },
  // my messages (reminders): reached from the app bar's bell, no menu entry
  { path: '/inbox', page: 'Inbox' },
];

const row = (path: string, page: string, menuId: string, resource: string) => ({
  path,
  page,
  menuId,
  resource,
});

/** A register's report screen: the generic one under its list, or its own (the spec's). */
function reportScreens(d: RegisterDeclaration): ScreenRow[] {
  const report = reportBuilderOf(d);
  if (!report) return [];
  const { page = 'EntityReport', menuId = d.menu.id } = report.screen ?? {};
  return [row(entityReportPath(d), page, menuId, d.name)];
}

/** A configured module's own screens (spec §2 paths), from its declaration. */
export function declaredScreens(d: ModuleDeclaration): ScreenRow[] {
  if (d.kind === 'register') {
    return [
      ...d.routes.list.map((path) => row(path, d.view.listPage ?? 'EntityList', d.menu.id, d.name)),
      // a details page drawn by hand (the units') is a hand-built screen of its own
      ...(d.routes.show && !HAND_BUILT_SCREENS.some((s) => s.path === d.routes.show)
        ? [row(d.routes.show, 'EntityShow', d.menu.id, d.name)]
        : []),
      ...reportScreens(d),
    ];
  }
  const page = d.kind === 'countForm' ? 'CountForm' : 'RollupReport';
  if (!d.menu.presets) return [row(d.path!, page, d.menu.id, d.name)];
  return d.menu.presets.map((p) => row(p.path, page, p.id, d.name));
}

/** Every screen: the hand-built ones and each configured module's. */
export const SCREEN_TABLE: readonly ScreenRow[] = [
  ...HAND_BUILT_SCREENS,
  ...MODULES.flatMap(declaredScreens),
];

/** The menu entry of each react-admin resource's own views (/<name>, /<name>/create, …). */
export const RESOURCE_MENU_IDS: Readonly<Record<string, string>> = {
  sankalp: 'sankalp-list',
  user: 'user-list',
  ...Object.fromEntries(REGISTERS.map((d) => [d.name, d.menu.id])),
};

/** Menu entries whose screens exist; the menu shows no other. */
export const IMPLEMENTED: ReadonlySet<string> = new Set([
  ...SCREEN_TABLE.flatMap((s) => (s.menuId ? [s.menuId] : [])),
  ...Object.values(RESOURCE_MENU_IDS),
]);

/** The route a menu entry opens: the first screen registered for it. */
export const screenPathOf = (menuId: string): string | undefined =>
  SCREEN_TABLE.find((s) => s.menuId === menuId && !s.path.includes(':'))?.path;

/** The screens of the modules defined in the browser (issue 24), as last told. */
export const definedScreens = (): ScreenRow[] => definedModules().flatMap(declaredScreens);

/** Every screen now: the code's and the defined modules'. */
export const currentScreens = (): readonly ScreenRow[] => [...SCREEN_TABLE, ...definedScreens()];

/** Every resource's menu entry now, the defined registers' too. */
export const currentResourceMenuIds = (): Readonly<Record<string, string>> => ({
  ...RESOURCE_MENU_IDS,
  ...Object.fromEntries(
    definedModules()
      .filter((d) => d.kind === 'register')
      .map((d) => [d.name, d.menu.id]),
  ),
});

/** The menu entries whose screens exist now (a defined module's once it is told). */
export const implementedMenuIds = (): ReadonlySet<string> => {
  const defined = definedScreens();
  if (defined.length === 0) return IMPLEMENTED;
  return new Set([...IMPLEMENTED, ...defined.flatMap((s) => (s.menuId ? [s.menuId] : []))]);
};

/** A path's first segment: '/user/list' → 'user'. */
const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** The first segments of the hand-built screens and the resources drawn by hand. */
const APP_SEGMENTS: ReadonlySet<string> = new Set([
  ...HAND_BUILT_SCREENS.map((s) => firstSegment(s.path)).filter(Boolean),
  ...Object.keys(RESOURCE_MENU_IDS),
]);
const APP_PATHS: ReadonlySet<string> = new Set(SCREEN_TABLE.map((s) => s.path));

/**
 * Where a module defined in the browser would take one of the app's own screens or calls
 * (issue 44): its name a first segment of the code's API routes (`apiNames`, read from the
 * route table) or of the app's screens; a path one of the app's, or under a screen of its own.
 */
export function takenFromTheApp(
  d: ModuleDeclaration,
  apiNames: ReadonlySet<string>,
): { field: string; message: string } | null {
  if (apiNames.has(d.name) || APP_SEGMENTS.has(d.name))
    return { field: '/name', message: `the app's own calls or screens use ${d.name}` };
  const path = declaredPaths(d).find((p) => APP_PATHS.has(p) || APP_SEGMENTS.has(firstSegment(p)));
  if (path === undefined) return null;
  return {
    field: d.kind === 'register' ? '/routes' : '/path',
    message: `the app's own screen uses ${path}`,
  };
}
