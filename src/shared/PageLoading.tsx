import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** An indeterminate bar, named for screen readers, shown while a page or its data loads. */
export const PageLoading = ({ sx = { m: 2 } }: { sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  return <LinearProgress sx={sx} aria-label={translate('ra.page.loading')} />;
};
