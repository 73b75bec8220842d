import { matchPath } from 'react-router-dom';
import { RESOURCE_MENU_IDS, SCREEN_TABLE } from '../domain/screens';

/** The menu entry of an app route: its screen's, else its resource's. */
export function menuIdOfRoute(route: string): string | undefined {
  const screen = SCREEN_TABLE.find((s) => !s.public && matchPath(s.path, route));
  if (screen) return screen.menuId;
  const resource = Object.keys(RESOURCE_MENU_IDS).find((name) => matchPath(`/${name}/*`, route));
  return resource && RESOURCE_MENU_IDS[resource];
}
