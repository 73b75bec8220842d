import { createElement, type ComponentType } from 'react';
import { DEFAULT_PATH } from '../domain';
import { ENTITIES, entityReportPath, REGISTERS, type EntityDeclaration } from '../domain/entities';
import { P } from './pages';

/**
 * Every route of the app, registered once: the routes, the menu's "implemented" set and the
 * breadcrumbs are derived from this list (and the configured modules' declarations).
 */
export interface Screen {
  /** A react-router path pattern inside the app (under /stage). */
  path: string;
  Page: ComponentType;
  /** The menu entry the page belongs to (its breadcrumb trail; "implemented"). */
  menuId?: string;
  /** Outside the signed-in shell. */
  public?: boolean;
  /** Rendered inside this react-admin resource's context. */
  resource?: string;
}

/** A react-admin `<Resource>`: its standard views at /<name>, /<name>/create, /<name>/:id… */
export interface ResourceScreens {
  name: string;
  menuId: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /** How a record is named in titles: a field name or a function of the record. */
  recordRepresentation?: string | ((record: Record<string, unknown>) => string);
}

const page = (path: string, Page: ComponentType, menuId?: string, resource?: string): Screen => ({
  path,
  Page,
  menuId,
  resource,
});
const publicPage = (path: string, Page: ComponentType): Screen => ({ path, Page, public: true });

// the dashboard's shortcuts are the menu's implemented entries (read when it renders)
const Dashboard = () => createElement(P.Dashboard, { implemented: IMPLEMENTED });

const HAND_BUILT: readonly Screen[] = [
  publicPage('/', P.Landing),
  publicPage('/pages/landing', P.Landing),
  publicPage('/pages/login', P.Login),
  publicPage('/register', P.Register),
  publicPage('/pages/register', P.Register),
  publicPage('/forgot-password', P.ForgotPassword),
  publicPage('/pages/forgot-password', P.ForgotPassword),
  publicPage('/check-mail', P.CheckMail),
  publicPage('/pages/check-mail', P.CheckMail),
  publicPage('/pages/contact-us', P.Contact),
  publicPage('/pages/sampark-nond-privacy', P.Privacy),
  publicPage('/pending-approval', P.PendingApproval),
  page(DEFAULT_PATH, Dashboard, 'dashboard-default'),
  page('/dashboard/analytics', P.Analytics, 'dashboard-analytics'),
  page('/ahawal/list', P.GatheringRecords, 'ahawal-list'),
  page('/about', P.About, 'about'),
  page('/geo/tree', P.GeoTree, 'geo-tree'),
  page('/geo/import', P.GeoImport, 'geo-tree'),
  page('/sanghik/ahawal', P.SanghikAhawal, 'sanghik-ahawal'),
  page('/swayamsuchak/list', P.VolunteerList, 'swayamsuchak-list'),
  page('/swayamsuchak/report', P.VolunteerReport, 'swayamsuchak-report'),
  page('/sankalp/list', P.SankalpList, 'sankalp-list', 'sankalp'),
  page('/sankalp/addmultisankalp', P.AddMultiSankalp, 'sankalp-add', 'sankalp'),
  page('/sankalp/detailView/:sankalpId', P.SankalpDetail, 'sankalp-list', 'sankalp'),
  page('/sankalp/ahawal', P.SankalpAhawal, 'sankalp-ahawal', 'sankalp'),
  page('/sadyasthiti/view/:sankalpId', P.SadyasthitiView, 'sadyashtiti-list'),
  page('/sadyashiti/list', P.SadyasthitiList, 'sadyashtiti-list'),
  page('/sadyashiti/active-suchi', P.ActiveSuchi, 'sadyashtiti-active'),
  page('/sadyashiti/ahawal', P.SadyasthitiAhawal, 'sadyashtiti-ahawal'),
  page('/user/list', P.UserList, 'user-list', 'user'),
  page('/user/add', P.UserCreate, 'user-add', 'user'),
  page('/user/unapproved', P.UnapprovedList, 'unapproved-users-list', 'user'),
];

/** A configured module's own paths (spec §2), from its declaration. */
function declaredScreens(d: EntityDeclaration): Screen[] {
  if (d.kind === 'register') {
    return [
      ...d.routes.list.map((path) => page(path, P.EntityList, d.menu.id, d.name)),
      ...(d.routes.show ? [page(d.routes.show, P.EntityShow, d.menu.id, d.name)] : []),
      ...(d.reportBuilder ? [page(entityReportPath(d), P.EntityReport, d.menu.id, d.name)] : []),
    ];
  }
  const Page = d.kind === 'countForm' ? P.CountForm : P.RollupReport;
  if (!d.menu.presets) return [page(d.path!, Page, d.menu.id, d.name)];
  return d.menu.presets.map((p) => page(p.path, Page, p.id, d.name));
}

export const SCREENS: readonly Screen[] = [...HAND_BUILT, ...ENTITIES.flatMap(declaredScreens)];

export const RESOURCES: readonly ResourceScreens[] = [
  {
    name: 'sankalp',
    menuId: 'sankalp-list',
    list: P.SankalpList,
    recordRepresentation: 'localized_name',
  },
  {
    name: 'user',
    menuId: 'user-list',
    list: P.UserList,
    create: P.UserCreate,
    edit: P.UserEdit,
    recordRepresentation: (u) => String(u.name ?? u.email),
  },
  ...REGISTERS.map((d) => ({
    name: d.name,
    menuId: d.menu.id,
    list: P.EntityList,
    create: P.EntityCreate,
    edit: P.EntityEdit,
    show: P.EntityShow,
    recordRepresentation: d.view.titleField,
  })),
];

/** Menu entries whose screens exist; the menu shows no other. */
export const IMPLEMENTED: ReadonlySet<string> = new Set(
  [...SCREENS.map((s) => s.menuId), ...RESOURCES.map((r) => r.menuId)].filter(
    (id): id is string => id !== undefined,
  ),
);
