import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createAuthProvider } from './authProvider';
import { GeoTreePage, SelectedPlaceProvider } from './custom/geo-picker';
import { SanghikAddPage } from './custom/sanghik';
import { SanghikAhawalPage } from './custom/ahawal';
import { SadyasthitiView, sadyashitiRoutes } from './custom/sadyasthiti';
import { createDataProvider } from './dataProvider';
import { DEFAULT_PATH } from './domain';
import { firebaseAuthDeps, getIdToken } from './firebase';
import { createHttpClient } from './httpClient';
import { i18nProvider } from './i18n';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { theme } from './layout/theme';
import { AboutPage } from './pages/About';
import { CheckMailPage } from './pages/CheckMail';
import { ContactPage } from './pages/Contact';
import { DashboardPage } from './pages/Dashboard';
import { ForgotPasswordPage } from './pages/ForgotPassword';
import { LandingPage } from './pages/Landing';
import { LoginPage } from './pages/Login';
import { PrivacyPage } from './pages/Privacy';
import { RegisterPage } from './pages/Register';
import { sankalp, sankalpRoutes } from './resources/sankalp';
import { PendingApprovalPage, user, userRoutes } from './resources/users';
import { VolunteerList } from './resources/volunteers';
import { VolunteerUploadArea } from './resources/volunteers/VolunteerUploadArea';
import { VolunteerReportPage } from './custom/volunteer-report';

/** The app lives under this path; main.tsx mounts <App> at `${BASENAME}/*`. */
export const BASENAME = '/stage';

const dataProvider = createDataProvider(createHttpClient(getIdToken));
const authProvider = createAuthProvider({
  ...firebaseAuthDeps,
  dataProvider,
  loginPath: `${BASENAME}/login`,
});

const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout>
    <SelectedPlaceProvider>{children}</SelectedPlaceProvider>
  </Layout>
);

export const App = () => (
  <Admin
    basename={BASENAME}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    layout={AppLayout}
    loginPage={LoginPage}
    notification={AppNotification}
    theme={theme}
    disableTelemetry
    requireAuth={false}
  >
    <CustomRoutes noLayout>
      <Route path="/" element={<LandingPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/check-mail" element={<CheckMailPage />} />
      <Route path="/pages/contact-us" element={<ContactPage />} />
      <Route path="/pages/sampark-nond-privacy" element={<PrivacyPage />} />
      <Route path="/pending-approval" element={<PendingApprovalPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path={DEFAULT_PATH} element={<DashboardPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/geo/tree" element={<GeoTreePage />} />
      <Route path="/sadyasthiti/view/:sankalpId" element={<SadyasthitiView />} />
      {sadyashitiRoutes}
      <Route path="/sanghik/add" element={<SanghikAddPage />} />
      <Route path="/sanghik/ahawal" element={<SanghikAhawalPage />} />
      <Route
        path="/swayamsuchak/list"
        element={<VolunteerList uploadArea={<VolunteerUploadArea />} />}
      />
      <Route path="/swayamsuchak/report" element={<VolunteerReportPage />} />
    </CustomRoutes>
    <Resource name="sankalp" {...sankalp}>
      {sankalpRoutes}
    </Resource>
    <Resource name="user" {...user}>
      {userRoutes}
    </Resource>
  </Admin>
);
