import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { mergeRowWarnings, type RowWarning } from './rowWarnings';
import type { SheetFileProblem } from './sheetFile';

const T = 'app.upload.messages';

interface Options {
  file?: File;
  problem?: SheetFileProblem;
  /** The file as checked: its data rows' count; undefined while none is. */
  total?: number;
  /** The browser's and the dry run's warnings, by sheet row. */
  warnings: RowWarning[];
  choose(file: File): Promise<{ total: number } | undefined>;
  clear(): void;
  /** Stores the rows (all, or only the good ones): how many were stored. */
  store(onlyValid: boolean): Promise<{ count: number }>;
  /** A refused store's row warnings, or null for any other failure. */
  refusedRows(error: unknown): RowWarning[] | null;
  onUploaded(): void;
}

/**
 * The steps every spreadsheet upload takes (the volunteers', a register's): a new file clears
 * what the last one said; "upload" refuses while there is no file, it could not be read, a row
 * is wrong or nothing is in it, else stores every row; "only the good rows" stores those and
 * keeps the list of the others and the error file at hand; the server's refusal of a row is
 * added to the warnings of its sheet row.
 */
export function useUploadSteps(options: Options) {
  const notify = useNotify();
  const [saveWarnings, setSaveWarnings] = useState<RowWarning[]>([]);
  const [savedValid, setSavedValid] = useState<{ count: number; skipped: number }>();
  const [uploading, setUploading] = useState(false);
  const warnings = useMemo(
    () => mergeRowWarnings(options.warnings, saveWarnings),
    [options.warnings, saveWarnings],
  );
  const total = options.total ?? 0;

  const onFile = async (chosen: File) => {
    setSaveWarnings([]);
    setSavedValid(undefined);
    const result = await options.choose(chosen);
    if (result?.total === 0) notify(`${T}.emptyFile`, { type: 'warning' });
  };

  const send = async (onlyValid: boolean) => {
    setUploading(true);
    try {
      const answer = await options.store(onlyValid);
      options.onUploaded();
      if (!onlyValid) {
        notify(`${T}.uploaded`, { type: 'success' });
        options.clear();
        return;
      }
      // the rows left out are those already named: the list and the error file stay
      setSavedValid({ count: answer.count, skipped: total - answer.count });
    } catch (error) {
      const rows = options.refusedRows(error);
      if (rows) setSaveWarnings(rows);
      else notify(`${T}.failed`, { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  const upload = () => {
    if (!options.file) return notify(`${T}.noFile`, { type: 'warning' });
    if (options.problem) return notify(`${T}.${options.problem}`, { type: 'warning' });
    if (options.total === undefined) return undefined;
    if (warnings.length > 0) return notify(`${T}.fixErrors`, { type: 'warning' });
    if (total === 0) return notify(`${T}.emptyFile`, { type: 'warning' });
    return void send(false);
  };

  return {
    warnings,
    validCount: total - warnings.length,
    savedValid,
    uploading,
    onFile,
    upload,
    saveValid: () => void send(true),
  };
}
