import { matchPath } from 'react-router-dom';
import { currentResourceMenuIds, currentScreens } from '../domain/app/screens';

/** The menu entry of an app route: its screen's, else its resource's. */
export function menuIdOfRoute(route: string): string | undefined {
  const screen = currentScreens().find((s) => !s.public && matchPath(s.path, route));
  if (screen) return screen.menuId;
  const menuIds = currentResourceMenuIds();
  const resource = Object.keys(menuIds).find((name) => matchPath(`/${name}/*`, route));
  return resource && menuIds[resource];
}
