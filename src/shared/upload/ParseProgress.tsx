import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The parse's progress bar with its percentage. */
export function ParseProgress({ fraction }: { fraction: number }) {
  const translate = useTranslate();
  const percent = Math.round(fraction * 100);
  const label = translate('app.upload.parsing', { percent });
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {label}
      </Typography>
    </Box>
  );
}
