import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { PrintButton, PrintHeading } from '../print';
import { GeoPickerButton } from '../geo-picker';

const T = 'app.unitReports';

export interface ReportFrameProps {
  /** Translation key of the page title. */
  title: string;
  hasPlace: boolean;
  loading: boolean;
  failed: boolean;
  /** Translation key shown instead of the report when it has no rows. */
  empty?: string;
  /** Actions beside the picker (the download and print buttons). */
  actions?: ReactNode;
  /** Place and report name: printed above the table (the screen has it in the app bar). */
  printTitle?: string;
  printLandscape?: boolean;
  children?: ReactNode;
}

/** The frame of a report page: title, place picker, and the loading/failed/empty states. */
export function ReportFrame(props: ReportFrameProps) {
  const { title, hasPlace, loading, failed, empty, actions, printTitle, children } = props;
  const translate = useTranslate();
  const message = (key: string, severity: 'info' | 'error') => (
    <Alert severity={severity} sx={{ mt: 2 }}>
      {translate(key)}
    </Alert>
  );
  let content: ReactNode = children;
  if (!hasPlace) content = message(`${T}.pickPlace`, 'info');
  else if (loading) content = <CircularProgress aria-label={translate(`${T}.loading`)} />;
  else if (failed) content = message(`${T}.loadFailed`, 'error');
  else if (empty) content = message(empty, 'info');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      {printTitle && (
        <PrintHeading
          lines={[printTitle, translate('app.print.asOf', { date: formatDateTime(new Date()) })]}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <GeoPickerButton />
        {hasPlace && !loading && !failed && !empty && actions}
        {hasPlace && !loading && !failed && !empty && printTitle && (
          <PrintButton title={printTitle} landscape={props.printLandscape} />
        )}
      </Stack>
      {content}
    </Box>
  );
}
