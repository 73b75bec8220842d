import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** A call that failed: what failed, in the screen's words, and a button to ask again. */
export function RetryAlert({
  text,
  retry,
  onRetry,
}: {
  text: string;
  retry: string;
  onRetry(): void;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={<Button onClick={onRetry}>{translate(retry)}</Button>}
    >
      {translate(text)}
    </Alert>
  );
}
