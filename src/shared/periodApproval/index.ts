export { CompletenessLine } from './CompletenessLine';
export { PeriodApprovals } from './PeriodApprovals';
export { SubmitPeriod } from './SubmitPeriod';
export { PlaceCompleteness } from './PlaceCompleteness';
