import { buildWorkbook, type ReportSheet } from '../../domain/export';

/** Writes the sheet as an .xlsx download: the app's one file writer. SheetJS is loaded only
 * here, when a download is asked for. */
export async function downloadWorkbook(sheet: ReportSheet, fileName: string): Promise<void> {
  const XLSX = await import('xlsx');
  XLSX.writeFile(buildWorkbook(XLSX, sheet), fileName, { compression: true });
}
