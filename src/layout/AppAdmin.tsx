import CssBaseline from '@mui/material/CssBaseline';
import { QueryClient } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { CoreAdminUI, localStorageStore, type CoreAdminUIProps } from 'ra-core';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  Error as ErrorPage,
  LoadingPage,
  NotFound,
  type AdminContextProps,
} from 'react-admin';

const store = localStorageStore();

// The data provider knows what to do with no network (the device's copies, the outbox: issue
// 26), so react-query must not hold calls back while the browser says it is offline (its
// default pauses every save until the link is back, and the outbox never gets it).
const queryClient = new QueryClient({
  defaultOptions: { queries: { networkMode: 'always' }, mutations: { networkMode: 'always' } },
});

export type AppAdminProps = Omit<AdminContextProps, 'children'> &
  CoreAdminUIProps & {
    layout: CoreAdminUIProps['layout'];
    loginPage: CoreAdminUIProps['loginPage'];
    notification: ComponentType;
  };

/**
 * react-admin's <Admin> without its defaults for what the app brings itself: <Admin> imports
 * the default layout, login form (with TextInput, Select and Popper) and English messages into
 * the first script even when they are replaced, and the sign-in page paid for them (issue 13).
 */
export function AppAdmin({
  authProvider,
  basename,
  dataProvider,
  i18nProvider,
  theme,
  notification,
  children,
  ...ui
}: AppAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          catchAll={NotFound as CoreAdminUIProps['catchAll']}
          error={ErrorPage}
          loading={LoadingPage}
          {...ui}
        >
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
