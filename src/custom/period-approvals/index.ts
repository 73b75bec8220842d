export { PeriodApprovalsPage } from './PeriodApprovalsPage';
