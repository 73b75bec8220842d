import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useDownload } from '../../shared/exports';
import { moduleNameKey, registerReportRows, type RegisterDeclaration } from '../../domain/engine';
import { plainSheet, sheetFileName } from '../../domain/export';
import { placeLabel, type PlaceRef } from '../../domain/geo';
import type { FilterValue } from '../../shared/report';
import { fetchAllRecords } from '../fetchAllRecords';

export const REPORT_TEXTS = 'app.entity.report';
const TEXTS = {
  done: `${REPORT_TEXTS}.done`,
  failed: `${REPORT_TEXTS}.failed`,
  empty: `${REPORT_TEXTS}.empty`,
};

/**
 * Generate a register's report: every record of the place's subtree that the filters keep
 * (fetched a page at a time, with progress), the chosen columns, downloaded as .xlsx.
 */
export function useRegisterReport(d: RegisterDeclaration) {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const { busy, download } = useDownload(TEXTS);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const name = translate(moduleNameKey(d.name));

  const generate = async (
    place: PlaceRef,
    chosen: readonly string[],
    filters: Readonly<Record<string, readonly FilterValue[]>>,
  ) => {
    notify(`${REPORT_TEXTS}.wait`, { type: 'info' });
    const filter: Record<string, unknown> = { location_id: place.location_id };
    for (const [key, values] of Object.entries(filters)) if (values.length) filter[key] = values;
    const sort = d.defaultSort ?? { field: 'updated_at', order: 'DESC' as const };
    await download(
      async () => {
        const records = await fetchAllRecords(dataProvider, d.name, filter, sort, (done, total) =>
          setProgress({ done, total }),
        ).finally(() => setProgress(null));
        if (records.length === 0) return null;
        return plainSheet(registerReportRows(d, chosen, records, translate), name);
      },
      sheetFileName(placeLabel(place), name),
    );
  };
  return { generate, busy, progress };
}
