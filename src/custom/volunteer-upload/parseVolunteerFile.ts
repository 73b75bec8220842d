import {
  mapSheetRows,
  validateRows,
  type NormalisedVolunteer,
  type RowErrors,
  type SheetRow,
  type VolunteerReference,
  type VolunteerSchemaOptions,
} from '../../domain/volunteer';
import { readFirstSheet } from '../../shared/upload/readSheet';

export interface ParsedVolunteerFile {
  /** The rows that passed, normalised, in sheet order. */
  valid: NormalisedVolunteer[];
  /** The sheet row of each valid row (the server numbers rows by their place in `valid`). */
  validRows: number[];
  errors: RowErrors[];
  /** Non-blank data rows. */
  total: number;
  missingHeaders: string[];
  unknownHeaders: string[];
}

export interface ParseOptions extends VolunteerSchemaOptions {
  chunkSize?: number;
  /** Awaited between chunks; the main-thread fallback yields to the browser here. */
  pause?: () => Promise<void>;
}

/** Share of the progress bar reading the workbook takes; validation fills the rest. */
const READ_SHARE = 0.6;

/** Reads a csv/xlsx/xls file, maps it by header and validates it as an upload ('sheet') in chunks. */
export async function parseVolunteerFile(
  buffer: ArrayBuffer,
  name: string,
  reference: VolunteerReference,
  onProgress: (fraction: number) => void = () => {},
  { chunkSize = 500, pause = () => Promise.resolve(), ...schemaOptions }: ParseOptions = {},
): Promise<ParsedVolunteerFile> {
  onProgress(0);
  const sheet = readFirstSheet(buffer, name);
  const { rows, missingHeaders, unknownHeaders } = mapSheetRows(sheet);
  onProgress(READ_SHARE);
  await pause();

  const result: ParsedVolunteerFile = {
    valid: [],
    validRows: [],
    errors: [],
    total: rows.length,
    missingHeaders,
    unknownHeaders,
  };
  for (let start = 0; start < rows.length; start += chunkSize) {
    addChecked(result, rows.slice(start, start + chunkSize), reference, schemaOptions);
    const done = Math.min(rows.length, start + chunkSize) / rows.length;
    onProgress(READ_SHARE + (1 - READ_SHARE) * done);
    await pause();
  }
  onProgress(1);
  return result;
}

/** Validates a chunk as an upload; validateRows numbers rows by their index, so map them back. */
function addChecked(
  result: ParsedVolunteerFile,
  chunk: readonly SheetRow[],
  reference: VolunteerReference,
  options: VolunteerSchemaOptions,
) {
  const { valid, errors } = validateRows(
    chunk.map((r) => r.values),
    reference,
    'sheet',
    options,
  );
  const failed = new Set(errors.map((e) => e.row - 2));
  result.valid.push(...valid);
  chunk.forEach(({ row }, index) => !failed.has(index) && result.validRows.push(row));
  for (const { row, messages } of errors)
    result.errors.push({ row: chunk[row - 2]!.row, messages });
}
