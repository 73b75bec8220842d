export { VolunteerReportPage } from './VolunteerReportPage';
