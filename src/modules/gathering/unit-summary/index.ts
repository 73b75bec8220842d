export { UnitSummaryReport } from './UnitSummaryReport';
export { statusColumns, subTypeColumns } from './summaryRows';
