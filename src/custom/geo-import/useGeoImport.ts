import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
  rowProblems,
  type GeoImportAnswer,
  type GeoImportRow,
  type GeoProblem,
} from '../../domain/geoImport';
import { geoRowsOfSheet } from '../../domain/geoSheet';

export type GeoImportState =
  | { step: 'idle' }
  | { step: 'reading' | 'checking' | 'importing' }
  | { step: 'failed'; message: string }
  | { step: 'problems'; problems: GeoProblem[] }
  | { step: 'ready' | 'done'; answer: GeoImportAnswer };

/** The person's sheet as read: its cells (for the error file), rows and their sheet rows. */
interface Sheet {
  cells: unknown[][];
  rows: GeoImportRow[];
  sheetRows: number[];
}

/**
 * The import's steps: read the file, check it in the browser, ask the server's dry run, then
 * (confirmed) the real run. Nothing is stored before the last step, and it stores all or none.
 */
export function useGeoImport() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [state, setState] = useState<GeoImportState>({ step: 'idle' });
  const [sheet, setSheet] = useState<Sheet | null>(null);

  async function choose(file: File) {
    setState({ step: 'reading' });
    let read: Sheet;
    try {
      const { readFirstSheet } = await import('../../shared/upload/readSheet');
      const cells = readFirstSheet(await file.arrayBuffer(), file.name);
      read = { cells, ...geoRowsOfSheet(cells) };
    } catch {
      return setState({ step: 'failed', message: translate('app.geoImport.readFailed') });
    }
    setSheet(read);
    if (read.rows.length === 0)
      return setState({ step: 'failed', message: translate('app.geoImport.noRows') });
    const local = rowProblems(read.rows);
    if (local.length) return setState({ step: 'problems', problems: local });
    setState({ step: 'checking' });
    try {
      const answer = await dataProvider.importGeography({ rows: read.rows, dryRun: true });
      setState(
        answer.problems.length
          ? { step: 'problems', problems: answer.problems }
          : { step: 'ready', answer },
      );
    } catch {
      setState({ step: 'failed', message: translate('app.geoImport.failed') });
    }
  }

  async function store() {
    if (!sheet) return;
    setState({ step: 'importing' });
    try {
      const answer = await dataProvider.importGeography({ rows: sheet.rows });
      setState({ step: 'done', answer });
    } catch {
      setState({ step: 'failed', message: translate('app.geoImport.failed') });
    }
  }

  return { state, sheet, choose, store };
}
