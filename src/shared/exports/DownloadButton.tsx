import DownloadIcon from '@mui/icons-material/Download';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ReportSheet } from '../../domain/export';
import { useDownload } from './useDownload';

const T = 'app.download';

export interface DownloadButtonProps {
  /** Builds the sheet (a report sheet, or plainSheet of a table's rows); it may fetch. */
  build(): ReportSheet | Promise<ReportSheet>;
  fileName: string;
  /** Translation key of the button's text ('xlsx डाउनलोड करा' by default). */
  labelKey?: string;
  disabled?: boolean;
}

/** The download button of every report and table, with an overlay while the file is made. */
export function DownloadButton({ build, fileName, labelKey, disabled }: DownloadButtonProps) {
  const translate = useTranslate();
  const { busy, download } = useDownload();
  return (
    <>
      <Button
        variant="contained"
        color="success"
        startIcon={<DownloadIcon />}
        disabled={disabled || busy}
        onClick={() => void download(build, fileName)}
      >
        {translate(labelKey ?? `${T}.button`)}
      </Button>
      <Backdrop open={busy} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
        <CircularProgress color="inherit" aria-label={translate(`${T}.building`)} />
        <Typography sx={{ ml: 2 }}>{translate(`${T}.building`)}</Typography>
      </Backdrop>
    </>
  );
}
