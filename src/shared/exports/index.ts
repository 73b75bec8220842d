export { DownloadButton, type DownloadButtonProps } from './DownloadButton';
export { useDownload, DOWNLOAD_TEXTS, type DownloadTexts } from './useDownload';
export { ReportTable, type ReportTableProps } from './ReportTable';
export { ReportFrame, type ReportFrameProps } from './ReportFrame';
