export * from './ColumnChooser';
export * from './FilterFields';
export * from './ReportProgress';
export * from './ReportCard';
