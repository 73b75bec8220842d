import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  checkRegisterRows,
  entitySchema,
  fieldLabelKey,
  mapRegisterSheet,
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
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The chosen file of a register's upload, read off the page's thread, then matched by header
 * and checked by the register's one schema a few hundred rows at a time (a progress bar moves);
 * choosing another file cancels the running one.
 */
export function useRegisterSheet(d: RegisterDeclaration, placeId: number) {
  const translate = useTranslate();
  // the reference lists its catalogue selects check against (the server's dry run checks too)
  const { reference } = useCatalogue(usesCatalogue(d.fields));
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
        const mapped = mapRegisterSheet(d, sheet, translate);
        const schema = entitySchema(d, { mode: 'sheet', catalogue: reference });
        const valid: RegisterSheetRow[] = [];
        const warnings: RowWarning[] = [];
        for (let start = 0; start < mapped.rows.length; start += CHUNK) {
          const checked = checkRegisterRows(
            d,
            schema,
            mapped.rows.slice(start, start + CHUNK),
            placeId,
          );
          valid.push(...checked.valid);
          for (const { row, issues } of checked.errors) {
            warnings.push({
              row,
              fields: issues.map((i) => i.field),
              messages: issues.map((i) =>
                translate('app.entity.fieldMessage', {
                  field: translate(fieldLabelKey(d.name, i.field)),
                  message: translate(i.key, i.args),
                }),
              ),
            });
          }
          setState((s) => ({ ...s, progress: Math.min(1, (start + CHUNK) / mapped.rows.length) }));
          await nextTask();
          signal.throwIfAborted();
        }
        const { missingHeaders, unknownHeaders } = mapped;
        const parsed = {
          total: mapped.rows.length,
          valid,
          warnings,
          missingHeaders,
          unknownHeaders,
        };
        setState({ file, parsed });
        return parsed;
      } catch (error) {
        if (signal.aborted) return undefined;
        const problem = error instanceof SheetFileError ? error.problem : 'unreadable';
        setState({ file, problem });
        return undefined;
      }
    },
    [d, placeId, translate, reference],
  );

  useEffect(() => () => running.current?.abort(), []);
  return { ...state, choose, clear };
}
