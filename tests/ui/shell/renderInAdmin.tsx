import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { createAuthProvider, type AuthDeps } from '../../../src/authProvider';
import { i18nProvider } from '../../../src/i18n';
import { theme } from '../../../src/layout/theme';

/** Renders UI inside react-admin's context with the real Marathi i18n and a given auth setup. */
export function renderInAdmin(ui: ReactNode, deps: AuthDeps, path = '/') {
  const authProvider = createAuthProvider(deps);
  const location = { pathname: path, search: '' };
  const result = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => Object.assign(location, { pathname: l.pathname, search: l.search })}
    >
      <AdminContext
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        theme={theme}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  /** Where the router is now. */
  return { ...result, location };
}
