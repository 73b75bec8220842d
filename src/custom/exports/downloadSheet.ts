import { columnWidths, type Cell } from '../../domain';

/**
 * Writes the sheet (already neutralised, see buildSheetRows) as an .xlsx file download.
 * SheetJS is loaded only here, when a download is asked for.
 */
export async function downloadSheet(
  sheet: Cell[][],
  fileName: string,
  sheetName: string,
): Promise<void> {
  const XLSX = await import('xlsx');
  const worksheet = XLSX.utils.aoa_to_sheet(sheet);
  // Devanagari letters with their marks render wider than their code units suggest.
  worksheet['!cols'] = columnWidths(sheet).map((wch) => ({ wch: Math.ceil(wch * 1.3) }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, worksheet, sheetName.slice(0, 31));
  XLSX.writeFile(workbook, fileName, { compression: true });
}
