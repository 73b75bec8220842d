import { useBasename, useLocation } from 'react-admin';
import type { ModuleDeclaration } from '../domain/engine';
import { stripBasename } from '../shared/useAppPath';

/** The preset of the module's screen the route opened (e.g. `{ festival: 'gurupujan' }`). */
export function usePreset(d: ModuleDeclaration): Readonly<Record<string, string>> {
  const basename = useBasename();
  const route = stripBasename(useLocation().pathname, basename);
  return d.menu.presets?.find((p) => p.path === route)?.preset ?? {};
}
