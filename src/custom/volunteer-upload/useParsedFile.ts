import { useCallback, useEffect, useRef, useState } from 'react';
import type { VolunteerReference } from '../../domain/volunteer';
import { parseInBackground } from './parseInBackground';
import type { ParsedVolunteerFile } from './parseVolunteerFile';
import { SheetFileError, type SheetFileProblem } from '../../shared/upload/sheetFile';

export interface ParsedFileState {
  file?: File;
  /** 0–1 while parsing, undefined otherwise. */
  progress?: number;
  parsed?: ParsedVolunteerFile;
  problem?: SheetFileProblem;
}

/** The chosen file and its parse: choosing another file cancels the running parse. */
export function useParsedFile(reference: VolunteerReference | undefined) {
  const [state, setState] = useState<ParsedFileState>({});
  const running = useRef<AbortController | undefined>(undefined);

  const clear = useCallback(() => {
    running.current?.abort();
    running.current = undefined;
    setState({});
  }, []);

  const choose = useCallback(
    async (file: File): Promise<ParsedVolunteerFile | undefined> => {
      running.current?.abort();
      if (!reference) return undefined;
      const controller = new AbortController();
      running.current = controller;
      setState({ file, progress: 0 });
      const onProgress = (progress: number) =>
        !controller.signal.aborted && setState((s) => ({ ...s, progress }));
      try {
        const parsed = await parseInBackground(file, reference, onProgress, controller.signal);
        if (controller.signal.aborted) return undefined;
        setState({ file, parsed });
        return parsed;
      } catch (error) {
        if (controller.signal.aborted) return undefined;
        const problem = error instanceof SheetFileError ? error.problem : 'unreadable';
        setState({ file, problem });
        return undefined;
      }
    },
    [reference],
  );

  useEffect(() => () => running.current?.abort(), []);

  return { ...state, choose, clear };
}
