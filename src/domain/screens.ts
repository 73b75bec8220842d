import { DEFAULT_PATH } from './profile';

/**
 * Every hand-built screen of the app, once: its route (spec §2 spellings), the page that draws
 * it (a name of src/screens/pages.ts), the menu entry it belongs to and the react-admin resource
 * it renders in. The router (src/screens/registry.ts) and the menu's links (menu.ts) both read
 * it; the configured modules add their own screens from their declarations.
 */
export interface HandBuiltScreen {
  path: string;
  page: string;
  menuId?: string;
  /** Outside the signed-in shell. */
  public?: boolean;
  resource?: string;
}

const open = (path: string, page: string): HandBuiltScreen => ({ path, page, public: true });
const screen = (path: string, page: string, menuId: string, resource?: string) => ({
  path,
  page,
  menuId,
  ...(resource ? { resource } : {}),
});

export const HAND_BUILT_SCREENS: readonly HandBuiltScreen[] = [
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
  screen('/about', 'About', 'about'),
  screen('/geo/tree', 'GeoTree', 'geo-tree'),
  screen('/geo/import', 'GeoImport', 'geo-tree'),
  screen('/sanghik/ahawal', 'SanghikAhawal', 'sanghik-ahawal'),
  screen('/swayamsuchak/list', 'VolunteerList', 'swayamsuchak-list'),
  screen('/swayamsuchak/report', 'VolunteerReport', 'swayamsuchak-report'),
  screen('/sankalp/list', 'SankalpList', 'sankalp-list', 'sankalp'),
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
];

/** The route a menu entry opens: the first screen registered for it. */
export const screenPathOf = (menuId: string): string | undefined =>
  HAND_BUILT_SCREENS.find((s) => s.menuId === menuId && !s.path.includes(':'))?.path;
