export { RegisterReportPage } from './RegisterReportPage';
export { RegisterReport } from './RegisterReport';
