import { matchPath } from 'react-router-dom';
import { RESOURCES, SCREENS } from './registry';

/** The menu entry of an app route: its registered screen's, else its resource's. */
export function menuIdOfRoute(route: string): string | undefined {
  const screen = SCREENS.find((s) => !s.public && matchPath(s.path, route));
  if (screen) return screen.menuId;
  return RESOURCES.find((r) => matchPath(`/${r.name}/*`, route))?.menuId;
}
