export { DownloadSheetButton, type DownloadSheetButtonProps } from './DownloadSheetButton';
export { downloadSheet } from './downloadSheet';
export { ReportTable, type HeaderGroup, type ReportTableProps } from './ReportTable';
export { ReportFrame, type ReportFrameProps } from './ReportFrame';
