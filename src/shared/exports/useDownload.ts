import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { ReportSheet } from '../../domain/export';
import { downloadWorkbook } from './downloadWorkbook';

/** Translation keys of what a download says when it is done, failed or had nothing to write. */
export interface DownloadTexts {
  done: string;
  failed: string;
  /** Said when the sheet is empty; without it an empty sheet is a failure. */
  empty?: string;
}

export const DOWNLOAD_TEXTS: DownloadTexts = {
  done: 'app.download.done',
  failed: 'app.download.failed',
};

/**
 * The one way a screen downloads a sheet: `build` makes it (it may fetch; null means nothing
 * to write), the file is written and the outcome said. `busy` while it works.
 */
export function useDownload(texts: DownloadTexts = DOWNLOAD_TEXTS) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (
    build: () => ReportSheet | null | Promise<ReportSheet | null>,
    fileName: string,
  ) => {
    setBusy(true);
    try {
      const sheet = await build();
      if (!sheet || sheet.placeRows === 0) {
        if (!texts.empty) throw new Error('nothing to download');
        notify(texts.empty, { type: 'info' });
        return;
      }
      await downloadWorkbook(sheet, fileName);
      notify(texts.done, { type: 'success' });
    } catch {
      notify(texts.failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
