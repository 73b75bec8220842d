import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ChangeFilters } from '../../dataProvider/changes';
import { CHANGES_PAGE_MAX, type ChangeEntry } from '../../domain/changes';
import { formatDateTime } from '../../domain/dates';
import { plainSheet } from '../../domain/export';
import { downloadWorkbook } from '../../shared/exports/downloadWorkbook';
import { CHANGE_COLUMNS } from './ChangeLogTable';
import { useChangeLabels } from './useChangeLabels';

const T = 'app.changes';
/** The file holds at most this many changes (a longer trail: a shorter period). */
export const DOWNLOAD_MAX = 10_000;

/** The trail of the filters as an .xlsx, fetched page by page with its progress. */
export function useChangeDownload(filters: ChangeFilters) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const { moduleLabel, fieldLabel, valueText } = useChangeLabels();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const row = (c: ChangeEntry) => [
    formatDateTime(c.at),
    c.placeName ?? '',
    moduleLabel(c.module),
    c.recordId,
    fieldLabel(c.module, c.field),
    valueText(c, c.before),
    valueText(c, c.after),
    c.who ?? translate(`${T}.system`),
    translate(`${T}.via.${c.via}`),
  ];

  async function download() {
    const rows: ChangeEntry[] = [];
    setProgress({ done: 0, total: 0 });
    try {
      for (let page = 1; ; page++) {
        const answer = await dataProvider.getChanges({
          ...filters,
          page,
          perPage: CHANGES_PAGE_MAX,
        });
        rows.push(...answer.data);
        const total = Math.min(answer.total, DOWNLOAD_MAX);
        setProgress({ done: Math.min(rows.length, total), total });
        if (answer.data.length < CHANGES_PAGE_MAX || rows.length >= total) {
          if (answer.total > DOWNLOAD_MAX)
            notify(`${T}.tooMany`, { messageArgs: { n: DOWNLOAD_MAX } });
          break;
        }
      }
      const header = CHANGE_COLUMNS.map((c) => translate(`${T}.column.${c}`));
      const sheet = plainSheet(
        [header, ...rows.slice(0, DOWNLOAD_MAX).map(row)],
        translate(`${T}.title`),
      );
      await downloadWorkbook(sheet, `${translate(`${T}.fileName`)}.xlsx`);
    } catch (error) {
      console.error(error);
      notify(`${T}.downloadFailed`, { type: 'error' });
    } finally {
      setProgress(null);
    }
  }
  return { progress, download };
}
