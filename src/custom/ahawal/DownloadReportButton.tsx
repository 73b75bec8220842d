import DownloadIcon from '@mui/icons-material/Download';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ReportSheet } from '../../domain/report';
import { downloadWorkbook } from './downloadWorkbook';

const T = 'app.ahawal.download';

interface Props {
  /** Translation key of the button's text. */
  labelKey?: string;
  fileName: string;
  build(): ReportSheet;
}

/** A green button that builds and downloads the workbook, with an overlay while it works. */
export function DownloadReportButton({ labelKey = `${T}.button`, fileName, build }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const sheet = build();
      // A sheet without any place (none with a record) is not worth a file.
      if (!sheet.placeRows) throw new Error('no rows to export');
      await downloadWorkbook(sheet, fileName);
      notify(`${T}.done`, { type: 'success' });
    } catch {
      notify(`${T}.failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="contained"
        color="success"
        startIcon={<DownloadIcon />}
        disabled={busy}
        onClick={() => void download()}
      >
        {translate(labelKey)}
      </Button>
      <Backdrop open={busy} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
        <CircularProgress color="inherit" aria-label={translate(`${T}.building`)} />
        <Typography sx={{ ml: 2 }}>{translate(`${T}.building`)}</Typography>
      </Backdrop>
    </>
  );
}
