import { buildWorkbook, type ReportSheet } from '../../domain/report';

/** Writes the sheet as an .xlsx download; SheetJS is loaded only here, when it is needed. */
export async function downloadWorkbook(sheet: ReportSheet, fileName: string): Promise<void> {
  const XLSX = await import('xlsx');
  XLSX.writeFile(buildWorkbook(XLSX, sheet), fileName, { compression: true });
}
