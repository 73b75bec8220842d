import { Suspense, type ReactNode } from 'react';
import { CustomRoutes } from 'react-admin';
import { createAuthProvider } from './authProvider';
import { forgetDevice } from './offline/pushDevice';
import { API_URL, createDataProvider } from './dataProvider';
import { createApiCall } from './dataProvider/apiCall';
import { sendKeptSave } from './dataProvider/countForms';
import { photoReader, photoSender } from './dataProvider/photos';
import { createOutbox } from './outbox/outbox';
import { OutboxContext } from './outbox/OutboxContext';
import { indexedDbOutbox, memoryOutbox } from './outbox/outboxStore';
import { indexedDbCopies } from './offline/deviceCopies';
import { firebaseAuthDeps, getIdToken } from './firebase';
import { createHttpClient } from './httpClient';
import { i18nProvider } from './i18n';
import { AppAdmin } from './layout/AppAdmin';
import { AppNotification } from './layout/AppNotification';
// in the first script: the sign-in page is where a phone on a slow link waits (issue 13)
import { LoginPage } from './pages/Login';
import { PageLoading } from './shared/PageLoading';
import { theme } from './layout/theme';
import { lazyPage } from './screens/lazyPage';
import { RESOURCES, SCREENS, definedRoutes } from './screens/registry';
import { withDefinedWords } from './engine/defined/definedWords';
import { useDefinedModulesVersion } from './engine/defined/useDefinedModulesVersion';
import { resourceElement, screenRoute } from './screens/routes';

/** The app lives under this path; main.tsx mounts <App> at `${BASENAME}/*`. */
export const BASENAME = '/stage';

const httpClient = createHttpClient(getIdToken);
// every count-form save is kept on the device until the server has it (issue 26)
const outbox = createOutbox(
  typeof indexedDB === 'undefined' ? memoryOutbox() : indexedDbOutbox(),
  sendKeptSave(createApiCall(httpClient, API_URL), photoSender(httpClient, API_URL)),
);
const dataProvider = createDataProvider(httpClient, API_URL, {
  outbox,
  copies: typeof indexedDB === 'undefined' ? undefined : indexedDbCopies(),
  owner: () => firebaseAuthDeps.currentUser()?.email,
  getPhoto: photoReader(getIdToken, API_URL),
});
const authProvider = createAuthProvider({
  ...firebaseAuthDeps,
  dataProvider,
  loginPath: `${BASENAME}/login`,
  beforeSignOut: () => forgetDevice(dataProvider),
});

// the signed-in shell (drawer, app bar, picker state) loads with the first signed-in page
const ShellLayout = lazyPage<typeof import('./layout/AppLayout'), { children: ReactNode }>(
  () => import('./layout/AppLayout'),
  'AppLayout',
);
const AppLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<PageLoading />}>
    <ShellLayout>{children}</ShellLayout>
  </Suspense>
);

// the words of the modules defined in the browser are their definitions' own (issue 24)
const i18n = withDefinedWords(i18nProvider);

export function App() {
  // a module published or retired meanwhile brings or takes its routes (issue 24)
  useDefinedModulesVersion();
  const defined = definedRoutes();
  return (
    <OutboxContext.Provider value={outbox}>
      <AppAdmin
        basename={BASENAME}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18n}
        layout={AppLayout}
        loginPage={LoginPage}
        notification={AppNotification}
        theme={theme}
        disableTelemetry
        requireAuth={false}
      >
        <CustomRoutes noLayout>{SCREENS.filter((s) => s.public).map(screenRoute)}</CustomRoutes>
        <CustomRoutes>
          {[...SCREENS.filter((s) => !s.public), ...defined.screens].map(screenRoute)}
        </CustomRoutes>
        {[...RESOURCES, ...defined.resources].map(resourceElement)}
      </AppAdmin>
    </OutboxContext.Provider>
  );
}
