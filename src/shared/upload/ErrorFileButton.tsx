import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../saveFile';
import type { ColumnsOf, RowWarning } from './rowWarnings';

const T = 'app.upload';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The person's file back with the errors written into it (built only when asked for). */
export function ErrorFileButton({
  file,
  warnings,
  columnsOf,
}: {
  file: File;
  warnings: RowWarning[];
  /** Where each field's cell is, by the sheet's header row. */
  columnsOf: ColumnsOf;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const [{ readFirstSheetNamed }, { errorWorkbook }] = await Promise.all([
        import('./readSheet'),
        import('./errorWorkbook'),
      ]);
      const { sheetName, rows } = readFirstSheetNamed(await file.arrayBuffer(), file.name);
      const book = await errorWorkbook(sheetName, rows, warnings, columnsOf(rows[0] ?? []));
      const name = file.name.replace(/\.[^.]+$/, '');
      saveFile(book, `${translate(`${T}.errorFileName`, { name })}.xlsx`, XLSX_TYPE);
    } catch {
      notify(`${T}.messages.errorFileFailed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      disabled={busy}
      onClick={() => void download()}
    >
      {translate(`${T}.errorFile`)}
    </Button>
  );
}
