export { RegisterReportPage } from './RegisterReportPage';
