import { createElement, type ComponentType } from 'react';
import {
  IMPLEMENTED,
  RESOURCE_MENU_IDS,
  SCREEN_TABLE,
  definedScreens,
  type ScreenRow,
} from '../domain/app/screens';
import { REGISTERS, definedModules } from '../domain/modules';
import type { RegisterDeclaration } from '../domain/engine';
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

// the dashboard's shortcuts are the menu's implemented entries (read when it renders)
const Dashboard = () => createElement(P.Dashboard, { implemented: IMPLEMENTED });
const PAGES: Readonly<Record<string, ComponentType>> = { ...P, Dashboard };

const toScreen = ({ page: name, ...screen }: ScreenRow): Screen => {
  const Page = PAGES[name];
  if (!Page) throw new Error(`no page ${name}`);
  return { ...screen, Page };
};

export const SCREENS: readonly Screen[] = SCREEN_TABLE.map(toScreen);

/** A register's react-admin resource: the generic list, create, edit and details views. */
const registerResource = (d: RegisterDeclaration): ResourceScreens => ({
  name: d.name,
  menuId: d.menu.id,
  list: P.EntityList,
  create: P.EntityCreate,
  edit: P.EntityEdit,
  show: P.EntityShow,
  recordRepresentation: d.view.titleField,
});

/**
 * The screens and resources of the modules defined in the browser, as last told (issue 24); a
 * page a definition names that the app does not have is left out rather than break the app.
 */
export function definedRoutes(): { screens: Screen[]; resources: ResourceScreens[] } {
  return {
    screens: definedScreens()
      .filter((s) => s.page in PAGES)
      .map(toScreen),
    resources: definedModules()
      .filter((d): d is RegisterDeclaration => d.kind === 'register')
      .map(registerResource),
  };
}

export const RESOURCES: readonly ResourceScreens[] = [
  {
    name: 'sankalp',
    menuId: RESOURCE_MENU_IDS.sankalp,
    list: P.SankalpList,
    recordRepresentation: 'localized_name',
  },
  {
    name: 'user',
    menuId: RESOURCE_MENU_IDS.user,
    list: P.UserList,
    create: P.UserCreate,
    edit: P.UserEdit,
    recordRepresentation: (u) => String(u.name ?? u.email),
  },
  ...REGISTERS.map(registerResource),
];
