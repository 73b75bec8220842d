import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/**
 * Above a printed report: the organisation's name and, where the screen shows them elsewhere
 * (the app bar's title), the report's own lines. Hidden on screen.
 */
export function PrintHeading({ lines = [] }: { lines?: string[] }) {
  const translate = useTranslate();
  return (
    <Box data-print="only">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {translate('app.name')} — {translate('app.tagline')}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" component="p">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
