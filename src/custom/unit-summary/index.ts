export { UnitSummaryReport } from './UnitSummaryReport';
export { statusColumns, subTypeColumns, typeGroups } from './summaryRows';
