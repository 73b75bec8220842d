import type { GeoProblem } from '../../domain/geoImport';
import { geoProblemColumns } from '../../domain/geoSheet';
import { saveFile } from '../../shared/saveFile';
import type { RowWarning } from '../../shared/upload/rowWarnings';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The problems per sheet row, their messages in Marathi and the fields they are about. */
export function geoWarnings(
  problems: readonly GeoProblem[],
  sheetRows: readonly number[],
  translate: (key: string) => string,
): RowWarning[] {
  const byRow = new Map<number, RowWarning>();
  for (const p of problems) {
    const row = sheetRows[p.row] ?? p.row + 2;
    const warning = byRow.get(row) ?? { row, messages: [], fields: [] };
    warning.messages.push(translate(p.key));
    warning.fields.push(p.field);
    byRow.set(row, warning);
  }
  return [...byRow.values()];
}

/**
 * The person's own sheet back with a first column naming each row's problems and the bad cells
 * marked, as the volunteer upload's error file (it uploads again as it is once fixed).
 */
export async function geoErrorWorkbook(
  cells: readonly unknown[][],
  warnings: readonly RowWarning[],
): Promise<ArrayBuffer> {
  const { errorWorkbook } = await import('../../shared/upload/errorWorkbook');
  return errorWorkbook('ठिकाणे', cells, warnings, geoProblemColumns(cells[0] ?? []));
}

export async function downloadGeoErrors(
  sheet: { cells: unknown[][]; sheetRows: number[] },
  problems: readonly GeoProblem[],
  translate: (key: string) => string,
) {
  const book = await geoErrorWorkbook(
    sheet.cells,
    geoWarnings(problems, sheet.sheetRows, translate),
  );
  saveFile(book, translate('app.geoImport.errorFileName'), XLSX_TYPE);
}
