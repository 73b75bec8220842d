import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import type { CountFormDeclaration } from '../../domain/engine';
import { PageLoading } from '../PageLoading';
import { RetryAlert } from '../RetryAlert';
import { FormPeriodSearch } from './FormPeriodSearch';
import type { FormPeriod } from './useFormPeriod';

/**
 * The top of a screen over one form's period (तपासणी, लक्ष्य, completeness): its title and
 * heading in the screen's words (`title`, and `note` under it when asked), the search row, and
 * once a search was asked its call's loading or failed state (`loadFailed`, `retry`).
 */
export function FormPeriodTop({
  words,
  note = false,
  forms,
  chosen,
  onFind,
  call,
}: {
  words: string;
  note?: boolean;
  forms: readonly CountFormDeclaration[];
  chosen: FormPeriod;
  onFind(): void;
  /** The screen's own call, when it makes one (a panel below may make its own). */
  call?: { asked: boolean; status: 'loading' | 'failed' | 'ready' | string; reload(): void };
}) {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate(`${words}.title`)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${words}.title`)}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(`${words}.note`)}
        </Typography>
      )}
      <FormPeriodSearch forms={forms} chosen={chosen} words={words} onFind={onFind} />
      {call?.asked && call.status === 'loading' && <PageLoading />}
      {call?.asked && call.status === 'failed' && (
        <RetryAlert text={`${words}.loadFailed`} retry={`${words}.retry`} onRetry={call.reload} />
      )}
    </>
  );
}
