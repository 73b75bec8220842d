import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { sheetFileName, type Cell } from '../../domain';
import { downloadSheet } from './downloadSheet';

const T = 'app.unitReports.download';

export interface DownloadSheetButtonProps {
  /** The sheet's rows (header first), built with buildSheetRows. */
  rows: () => Cell[][];
  placeLabel: string;
  /** The report's (translated) name, also used as the sheet's name. */
  reportName: string;
  disabled?: boolean;
}

/** Downloads the report as an .xlsx file and says whether it worked. */
export function DownloadSheetButton({
  rows,
  placeLabel,
  reportName,
  disabled,
}: DownloadSheetButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadSheet(rows(), sheetFileName(placeLabel, reportName), reportName);
      notify(`${T}.done`, { type: 'success' });
    } catch {
      notify(`${T}.failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={disabled || busy}
      onClick={() => void onClick()}
    >
      {translate(`${T}.button`)}
    </Button>
  );
}
