import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  checkRegisterSheet,
  issueText,
  usesCatalogue,
  type RegisterDeclaration,
  type RegisterSheetRow,
} from '../../domain/engine';
import { readInBackground } from '../../shared/upload/readInBackground';
import { useCatalogue } from '../../shared/useCatalogue';
import type { RowWarning } from '../../shared/upload/rowWarnings';
import { SheetFileError, type SheetFileProblem } from '../../shared/upload/sheetFile';

export interface RegisterSheetState {
  file?: File;
  /** 0–1 while reading and checking. */
  progress?: number;
  problem?: SheetFileProblem;
  parsed?: {
    total: number;
    valid: RegisterSheetRow[];
    warnings: RowWarning[];
    missingHeaders: string[];
    unknownHeaders: string[];
  };
}

const CHUNK = 250;
/** Share of the progress bar reading the workbook takes; the check fills the rest. */
const READ_SHARE = 0.5;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The chosen file of a register's upload, read off the page's thread, then matched by header
 * and checked by the register's one schema a few hundred rows at a time (a progress bar moves);
 * choosing another file cancels the running one. `waiting`: the reference lists its catalogue
 * selects check against are still coming.
 */
export function useRegisterSheet(d: RegisterDeclaration, placeId: number) {
  const translate = useTranslate();
  // the reference lists its catalogue selects check against (the server's dry run checks too)
  const needsCatalogue = usesCatalogue(d.fields);
  const { reference, error } = useCatalogue(needsCatalogue);
  const [state, setState] = useState<RegisterSheetState>({});
  const running = useRef<AbortController | undefined>(undefined);

  const clear = useCallback(() => {
    running.current?.abort();
    setState({});
  }, []);

  const choose = useCallback(
    async (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      setState({ file, progress: 0 });
      try {
        const sheet = await readInBackground(file, signal);
        const checked = await checkRegisterSheet(d, sheet, {
          translate,
          catalogue: reference,
          placeId,
          chunkSize: CHUNK,
          pause: async () => {
            await nextTask();
            signal.throwIfAborted();
          },
          onProgress: (done) =>
            setState((s) => ({ ...s, progress: READ_SHARE + (1 - READ_SHARE) * done })),
        });
        const warnings = checked.errors.map(({ row, issues }) => ({
          row,
          fields: issues.map((i) => i.field),
          messages: issues.map((i) => issueText(d, i, translate)),
        }));
        const parsed = { ...checked, warnings };
        setState({ file, parsed });
        return parsed;
      } catch (failure) {
        if (signal.aborted) return undefined;
        const problem = failure instanceof SheetFileError ? failure.problem : 'unreadable';
        setState({ file, problem });
        return undefined;
      }
    },
    [d, placeId, translate, reference],
  );

  useEffect(() => () => running.current?.abort(), []);
  const waiting = needsCatalogue && !reference && error === undefined;
  return { ...state, choose, clear, waiting, catalogueFailed: error !== undefined };
}
