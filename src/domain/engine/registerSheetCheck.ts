import type { Catalogue } from './catalogue';
import type { Translate } from './exportColumns';
import type { FieldIssue } from './messages';
import { checkRegisterRows, mapRegisterSheet, type RegisterSheetRow } from './registerSheet';
import { entitySchema } from './schema';
import type { RegisterDeclaration } from './types';

export interface CheckedSheet {
  /** Non-blank data rows. */
  total: number;
  /** The rows that passed, by their sheet row, in sheet order. */
  valid: RegisterSheetRow[];
  errors: { row: number; issues: FieldIssue[] }[];
  missingHeaders: string[];
  unknownHeaders: string[];
}

export interface SheetCheckOptions {
  translate: Translate;
  /** The reference lists its catalogue selects check against. */
  catalogue?: Catalogue;
  /** The place every row goes to. */
  placeId: number;
  /** The clock a date rule reads (tests pin it). */
  now?: () => Date;
  chunkSize?: number;
  /** Awaited between chunks: the page yields to the browser there, a caller may cancel. */
  pause?: () => Promise<void>;
  /** 0–1 as the chunks are checked. */
  onProgress?: (fraction: number) => void;
}

/**
 * A register's uploaded sheet (row 1 its headings) matched by heading and checked by the
 * register's one schema in the upload's mode, a chunk at a time: what the browser tells before
 * the server's dry run, for any register with `upload`.
 */
export async function checkRegisterSheet(
  d: RegisterDeclaration,
  sheet: readonly (readonly unknown[] | undefined)[],
  options: SheetCheckOptions,
): Promise<CheckedSheet> {
  const { translate, catalogue, placeId, now, chunkSize = 500 } = options;
  const { pause = () => Promise.resolve(), onProgress = () => {} } = options;
  onProgress(0);
  const mapped = mapRegisterSheet(d, sheet, translate);
  const schema = entitySchema(d, { mode: 'sheet', catalogue, now });
  const result: CheckedSheet = {
    total: mapped.rows.length,
    valid: [],
    errors: [],
    missingHeaders: mapped.missingHeaders,
    unknownHeaders: mapped.unknownHeaders,
  };
  for (let start = 0; start < mapped.rows.length; start += chunkSize) {
    const checked = checkRegisterRows(
      d,
      schema,
      mapped.rows.slice(start, start + chunkSize),
      placeId,
    );
    result.valid.push(...checked.valid);
    result.errors.push(...checked.errors);
    onProgress(Math.min(mapped.rows.length, start + chunkSize) / mapped.rows.length);
    await pause();
  }
  onProgress(1);
  return result;
}
