import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { RowWarning } from './rowWarnings';

/** Thousands of alerts would freeze the page; the first ones are what needs fixing first. */
const SHOWN = 100;

export interface RowWarningListProps {
  warnings: readonly RowWarning[];
}

/** One warning per bad row: 'ओळ क्रमांक N मध्ये: m1, m2.' */
export function RowWarningList({ warnings }: RowWarningListProps) {
  const translate = useTranslate();
  if (warnings.length === 0) return null;
  const hidden = warnings.length - SHOWN;
  return (
    <Stack spacing={1}>
      {warnings.slice(0, SHOWN).map(({ row, messages }) => (
        <Alert key={row} severity="warning">
          {translate('app.upload.rowWarning', { row, messages: messages.join(', ') })}
        </Alert>
      ))}
      {hidden > 0 && (
        <Alert severity="info">{translate('app.upload.moreRows', { count: hidden })}</Alert>
      )}
    </Stack>
  );
}
