import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { VolunteerReportFilters } from '../../dataProvider/volunteers';
import {
  VOLUNTEER_REPORT_FILE,
  VOLUNTEER_REPORT_SHEET,
  volunteerReportSheet,
  type VolunteerFieldKey,
} from '../../domain/volunteer';
import { downloadSheet } from '../exports/downloadSheet';

const T = 'app.volunteerReport';

/**
 * Generate (spec §2, §8): 'please wait' while the report call runs, then the .xlsx download,
 * or 'information not available' (no volunteer) / '..., try again later' (a failure).
 */
export function useGenerateReport() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  // rows fetched so far of the total: the report is asked for a page at a time
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const generate = async (
    locationId: number,
    filters: VolunteerReportFilters,
    columns: readonly VolunteerFieldKey[],
  ) => {
    setBusy(true);
    notify(`${T}.wait`, { type: 'warning' });
    try {
      const records = await dataProvider.volunteerReport(locationId, filters, (done, total) =>
        setProgress({ done, total }),
      );
      if (records.length === 0) {
        notify(`${T}.empty`, { type: 'info' });
        return;
      }
      const sheet = volunteerReportSheet(columns, records, (key) =>
        translate(`app.volunteer.fields.${key}`),
      );
      await downloadSheet(sheet, VOLUNTEER_REPORT_FILE, VOLUNTEER_REPORT_SHEET);
      notify(`${T}.done`, { type: 'success' });
    } catch {
      notify(`${T}.failed`, { type: 'error' });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  return { generate, busy, progress };
}
