import { lazyPage } from './lazyPage';

/** Every hand-built page, lazily loaded (one chunk each, shared code split out by Vite). */
export const P = {
  Landing: lazyPage(() => import('../pages/Landing'), 'LandingPage'),
  Login: lazyPage(() => import('../pages/Login'), 'LoginPage'),
  Register: lazyPage(() => import('../pages/Register'), 'RegisterPage'),
  ForgotPassword: lazyPage(() => import('../pages/ForgotPassword'), 'ForgotPasswordPage'),
  CheckMail: lazyPage(() => import('../pages/CheckMail'), 'CheckMailPage'),
  Contact: lazyPage(() => import('../pages/Contact'), 'ContactPage'),
  Privacy: lazyPage(() => import('../pages/Privacy'), 'PrivacyPage'),
  PendingApproval: lazyPage(() => import('../pages/PendingApproval'), 'PendingApprovalPage'),
  Dashboard: lazyPage<
    typeof import('../custom/dashboard/DashboardPage'),
    { implemented: ReadonlySet<string> }
  >(() => import('../custom/dashboard/DashboardPage'), 'DashboardPage'),
  Analytics: lazyPage(() => import('../custom/dashboard/AnalyticsPage'), 'AnalyticsPage'),
  GatheringRecords: lazyPage(
    () => import('../custom/gathering-records/GatheringRecordsPage'),
    'GatheringRecordsPage',
  ),
  About: lazyPage(() => import('../pages/About'), 'AboutPage'),
  PeriodApprovals: lazyPage(() => import('../custom/period-approvals'), 'PeriodApprovalsPage'),
  Outbox: lazyPage(() => import('../custom/outbox/OutboxPage'), 'OutboxPage'),
  GeoTree: lazyPage(() => import('../custom/place-admin/GeoTreePage'), 'GeoTreePage'),
  GeoImport: lazyPage(() => import('../custom/geo-import/GeoImportPage'), 'GeoImportPage'),
  ModuleBuilder: lazyPage(() => import('../custom/module-builder'), 'ModuleBuilderPage'),
  ModuleEditor: lazyPage(() => import('../custom/module-builder'), 'ModuleEditorPage'),
  ModuleRecords: lazyPage(() => import('../custom/module-builder'), 'ModuleRecordsPage'),
  SanghikAhawal: lazyPage(() => import('../custom/ahawal/SanghikAhawalPage'), 'SanghikAhawalPage'),
  SadyasthitiView: lazyPage(
    () => import('../resources/sankalp/sadyasthiti/SadyasthitiView'),
    'SadyasthitiView',
  ),
  SadyasthitiList: lazyPage(
    () => import('../resources/sankalp/sadyasthiti/SadyasthitiList'),
    'SadyasthitiList',
  ),
  ActiveSuchi: lazyPage(
    () => import('../resources/sankalp/sadyasthiti/ActiveSuchi'),
    'ActiveSuchi',
  ),
  SadyasthitiAhawal: lazyPage(
    () => import('../resources/sankalp/sadyasthiti/SadyasthitiAhawal'),
    'SadyasthitiAhawal',
  ),
  VolunteerList: lazyPage(
    () => import('../resources/volunteers/VolunteerListPage'),
    'VolunteerListPage',
  ),
  VolunteerReport: lazyPage(
    () => import('../resources/volunteers/VolunteerReportPage'),
    'VolunteerReportPage',
  ),
  SankalpList: lazyPage(() => import('../resources/sankalp/SankalpList'), 'SankalpList'),
  AddMultiSankalp: lazyPage(
    () => import('../resources/sankalp/AddMultiSankalp'),
    'AddMultiSankalp',
  ),
  SankalpDetail: lazyPage(() => import('../resources/sankalp/SankalpDetail'), 'SankalpDetail'),
  SankalpAhawal: lazyPage(() => import('../resources/sankalp/SankalpAhawal'), 'SankalpAhawal'),
  UserList: lazyPage(() => import('../resources/users/UserList'), 'UserList'),
  UserCreate: lazyPage(() => import('../resources/users/UserCreate'), 'UserCreate'),
  UserEdit: lazyPage(() => import('../resources/users/UserEdit'), 'UserEdit'),
  UnapprovedList: lazyPage(() => import('../resources/users/UnapprovedList'), 'UnapprovedList'),
  EntityList: lazyPage(() => import('../engine/EntityListPage'), 'EntityListPage'),
  EntityCreate: lazyPage(() => import('../engine/EntityCreatePage'), 'EntityCreatePage'),
  EntityEdit: lazyPage(() => import('../engine/EntityEditPage'), 'EntityEditPage'),
  EntityShow: lazyPage(() => import('../engine/EntityShowPage'), 'EntityShowPage'),
  EntityReport: lazyPage(() => import('../engine/registerReport'), 'RegisterReportPage'),
  CountForm: lazyPage(() => import('../engine/countForm/CountFormPage'), 'CountFormPage'),
  RollupReport: lazyPage(() => import('../engine/report/RollupReportPage'), 'RollupReportPage'),
};
