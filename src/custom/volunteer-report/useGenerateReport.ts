import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { VolunteerReportFilters } from '../../dataProvider/volunteers';
import { plainSheet } from '../../domain/export';
import {
  VOLUNTEER_REPORT_FILE,
  VOLUNTEER_REPORT_SHEET,
  volunteerReportSheet,
  type VolunteerFieldKey,
} from '../../domain/volunteer';
import { useDownload } from '../../shared/exports';

const T = 'app.volunteerReport';
const TEXTS = { done: `${T}.done`, failed: `${T}.failed`, empty: `${T}.empty` };

/**
 * Generate (spec §2, §8): 'please wait' while the report call runs, then the .xlsx download,
 * or 'information not available' (no volunteer) / '..., try again later' (a failure).
 */
export function useGenerateReport() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { busy, download } = useDownload(TEXTS);
  // rows fetched so far of the total: the report is asked for a page at a time
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const generate = async (
    locationId: number,
    filters: VolunteerReportFilters,
    columns: readonly VolunteerFieldKey[],
  ) => {
    notify(`${T}.wait`, { type: 'warning' });
    await download(async () => {
      try {
        const records = await dataProvider.volunteerReport(locationId, filters, (done, total) =>
          setProgress({ done, total }),
        );
        if (records.length === 0) return null;
        const rows = volunteerReportSheet(columns, records, (key) =>
          translate(`resources.swayamsevak.fields.${key}`),
        );
        return plainSheet(rows, VOLUNTEER_REPORT_SHEET);
      } finally {
        setProgress(null);
      }
    }, VOLUNTEER_REPORT_FILE);
  };
  return { generate, busy, progress };
}
