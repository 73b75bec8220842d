export * from './sheet';
export * from './workbook';
