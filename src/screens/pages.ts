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
    () => import('../modules/gathering/records/GatheringRecordsPage'),
    'GatheringRecordsPage',
  ),
  About: lazyPage(() => import('../pages/About'), 'AboutPage'),
  PeriodApprovals: lazyPage(() => import('../custom/period-approvals'), 'PeriodApprovalsPage'),
  Outbox: lazyPage(() => import('../custom/outbox/OutboxPage'), 'OutboxPage'),
  Inbox: lazyPage(() => import('../custom/inbox/InboxPage'), 'InboxPage'),
  Jobs: lazyPage(() => import('../custom/jobs/JobsPage'), 'JobsPage'),
  CheckReview: lazyPage(() => import('../custom/check-review/CheckReviewPage'), 'CheckReviewPage'),
  ChangeLog: lazyPage(() => import('../custom/change-log/ChangeLogPage'), 'ChangeLogPage'),
  GeoTree: lazyPage(() => import('../custom/place-admin/GeoTreePage'), 'GeoTreePage'),
  GeoImport: lazyPage(() => import('../custom/geo-import/GeoImportPage'), 'GeoImportPage'),
  ModuleBuilder: lazyPage(() => import('../custom/module-builder'), 'ModuleBuilderPage'),
  ModuleEditor: lazyPage(() => import('../custom/module-builder'), 'ModuleEditorPage'),
  ModuleRecords: lazyPage(() => import('../custom/module-builder'), 'ModuleRecordsPage'),
  SanghikAhawal: lazyPage(
    () => import('../modules/gathering/ahawal/SanghikAhawalPage'),
    'SanghikAhawalPage',
  ),
  SadyasthitiView: lazyPage(
    () => import('../modules/units/sadyasthiti/SadyasthitiView'),
    'SadyasthitiView',
  ),
  SadyasthitiList: lazyPage(
    () => import('../modules/units/sadyasthiti/SadyasthitiList'),
    'SadyasthitiList',
  ),
  ActiveSuchi: lazyPage(() => import('../modules/units/sadyasthiti/ActiveSuchi'), 'ActiveSuchi'),
  SadyasthitiAhawal: lazyPage(
    () => import('../modules/units/sadyasthiti/SadyasthitiAhawal'),
    'SadyasthitiAhawal',
  ),
  VolunteerList: lazyPage(
    () => import('../modules/volunteers/VolunteerListPage'),
    'VolunteerListPage',
  ),
  VolunteerReport: lazyPage(
    () => import('../modules/volunteers/VolunteerReportPage'),
    'VolunteerReportPage',
  ),
  SankalpList: lazyPage(() => import('../modules/units/SankalpList'), 'SankalpList'),
  AddMultiSankalp: lazyPage(() => import('../modules/units/AddMultiSankalp'), 'AddMultiSankalp'),
  SankalpDetail: lazyPage(() => import('../modules/units/SankalpDetail'), 'SankalpDetail'),
  SankalpAhawal: lazyPage(() => import('../modules/units/SankalpAhawal'), 'SankalpAhawal'),
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
