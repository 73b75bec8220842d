import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { TargetQuery } from '../../dataProvider/targets';
import {
  readTargetWorkbook,
  type ReadTargets,
  type TargetHeadings,
  type TargetSheet,
} from '../../domain/engine';
import { readInBackground } from '../../shared/upload/readInBackground';
import type { RowWarning } from '../../shared/upload/rowWarnings';
import { SheetFileError, type SheetFileProblem } from '../../shared/upload/sheetFile';

export interface TargetWorkbookState {
  file?: File;
  progress?: number;
  problem?: SheetFileProblem;
  read?: ReadTargets & { warnings: RowWarning[] };
  /** The server's dry run of the good rows' cells. */
  check: 'idle' | 'checking' | 'done' | 'failed';
}

/**
 * An uploaded targets workbook (issue 49 §1): read off the page's thread, each row checked
 * against the sheet on screen, then the good rows' cells checked by the server's dry run.
 */
export function useTargetWorkbook(query: TargetQuery, sheet: TargetSheet, h: TargetHeadings) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<TargetWorkbookState>({ check: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);

  const clear = useCallback(() => {
    running.current?.abort();
    setState({ check: 'idle' });
  }, []);

  const choose = useCallback(
    async (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ file, progress: 0, check: 'idle' });
      try {
        const rows = await readInBackground(file, controller.signal);
        const checked = readTargetWorkbook(rows, sheet, h);
        const warnings = checked.problems.map((p) => ({
          row: p.row,
          fields: p.fields,
          messages: p.keys.map((k) => translate(k)),
        }));
        const read = { ...checked, warnings };
        setState({ file, read, check: 'checking' });
        const cells = checked.rows.flatMap((r) => r.cells);
        const dry = cells.length
          ? dataProvider.setTargets(query, cells, { dryRun: true })
          : Promise.resolve({ ok: true });
        const check = await dry.then(
          () => 'done' as const,
          () => 'failed' as const,
        );
        if (!controller.signal.aborted) setState({ file, read, check });
        return read;
      } catch (failure) {
        if (controller.signal.aborted) return undefined;
        const problem = failure instanceof SheetFileError ? failure.problem : 'unreadable';
        setState({ file, problem, check: 'idle' });
        return undefined;
      }
    },
    [dataProvider, h, query, sheet, translate],
  );

  useEffect(() => () => running.current?.abort(), []);
  return { ...state, choose, clear };
}
