import { useCallback } from 'react';
import { useBasename } from 'react-admin';

/** Turns an app route ('/about') into a router path under the app's base path ('/stage/about'). */
export function useAppPath(): (route: string) => string {
  const basename = useBasename();
  return useCallback((route: string) => `${basename}${route}`, [basename]);
}

/** The current route without the app's base path. */
export function stripBasename(pathname: string, basename: string): string {
  return basename && pathname.startsWith(basename)
    ? pathname.slice(basename.length) || '/'
    : pathname;
}
