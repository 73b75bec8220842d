import { createElement, type ComponentType } from 'react';
import { HAND_BUILT_SCREENS } from '../domain/screens';
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

// the dashboard's shortcuts are the menu's implemented entries (read when it renders)
const Dashboard = () => createElement(P.Dashboard, { implemented: IMPLEMENTED });
const PAGES: Readonly<Record<string, ComponentType>> = { ...P, Dashboard };

const HAND_BUILT: readonly Screen[] = HAND_BUILT_SCREENS.map(({ page: name, ...screen }) => {
  const Page = PAGES[name];
  if (!Page) throw new Error(`no page ${name}`);
  return { ...screen, Page };
});

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
