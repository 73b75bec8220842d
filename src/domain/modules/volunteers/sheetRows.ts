import {
  columnPositions,
  mapSheet,
  templateOf,
  type MappedSheet as Mapped,
  type SheetRow as Row,
} from '../../sheet';
import { VOLUNTEER_COLUMNS, type VolunteerFieldKey } from './columns';

export { ERROR_COLUMN_HEADER, sheetCellText } from '../../sheet';

/** One data row of an uploaded volunteer sheet: its sheet row and its cells as text, by column. */
export type SheetRow = Row<VolunteerFieldKey>;
export type MappedSheet = Mapped<VolunteerFieldKey>;

/** The blank template: the header row alone, straight from the column definition. */
export const templateRows = (): string[][] => templateOf(VOLUNTEER_COLUMNS);

/** Where each known column is in a sheet (0-based), by its header row. */
export const fieldColumns = (headerRow: readonly unknown[]): Map<VolunteerFieldKey, number> =>
  columnPositions(headerRow, VOLUNTEER_COLUMNS);

/**
 * A sheet's array of arrays (row 1 the headers) as rows keyed by column, matched by header.
 * Fully blank rows are skipped; the others keep their sheet row number.
 */
export const mapSheetRows = (sheet: readonly (readonly unknown[] | undefined)[]): MappedSheet =>
  mapSheet(sheet, VOLUNTEER_COLUMNS);
