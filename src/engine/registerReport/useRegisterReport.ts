import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useDownload } from '../../shared/exports';
import {
  moduleNameKey,
  registerReportRows,
  reportBuilderOf,
  type EntityRecord,
  type RegisterDeclaration,
} from '../../domain/engine';
import { plainSheet, sheetFileName } from '../../domain/export';
import { placeLabel, type PlaceRef } from '../../domain/geo';
import type { FilterValue } from '../../shared/report';
import { fetchAllRecords } from '../fetchAllRecords';
import type { RegisterCalls } from '../registerCalls';

export type ReportFilters = Readonly<Record<string, readonly FilterValue[]>>;

/**
 * Generate a register's report: every record of the place's subtree that the filters keep
 * (fetched a page at a time, with progress — through the module's own call where it has one),
 * the chosen columns, downloaded as .xlsx. `texts`: the report's words (the module's or
 * app.entity.report).
 */
export function useRegisterReport(d: RegisterDeclaration, texts: string, calls?: RegisterCalls) {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const { busy, download } = useDownload({
    done: `${texts}.done`,
    failed: `${texts}.failed`,
    empty: `${texts}.empty`,
  });
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const name = translate(moduleNameKey(d.name));
  const options = reportBuilderOf(d) ?? {};

  const records = (place: PlaceRef, filters: ReportFilters): Promise<EntityRecord[]> => {
    const chosen = Object.entries(filters).filter(([, values]) => values.length > 0);
    const onProgress = (done: number, total: number) => setProgress({ done, total });
    if (calls?.report)
      return calls.report(place.location_id, Object.fromEntries(chosen), onProgress);
    const filter = { location_id: place.location_id, ...Object.fromEntries(chosen) };
    const sort = d.defaultSort ?? { field: 'updated_at', order: 'DESC' as const };
    return fetchAllRecords(dataProvider, d.name, filter, sort, onProgress);
  };

  const generate = async (place: PlaceRef, chosen: readonly string[], filters: ReportFilters) => {
    notify(`${texts}.wait`, { type: 'info' });
    await download(
      async () => {
        const rows = await records(place, filters).finally(() => setProgress(null));
        if (rows.length === 0) return null;
        return plainSheet(
          registerReportRows(d, chosen, rows, translate),
          options.sheetName ?? name,
        );
      },
      options.fileName ?? sheetFileName(placeLabel(place), name),
    );
  };
  return { generate, busy, progress };
}
