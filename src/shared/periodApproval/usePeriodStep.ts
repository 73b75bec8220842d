import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { CountPeriodBody, PeriodStep } from '../../domain/engine';

const T = 'app.periodApproval';

/** The server's own reason for a refusal (its first keyed row), else the generic failure. */
function refusalText(error: unknown, translate: (key: string, args?: object) => string) {
  const row = error instanceof HttpError ? error.body?.error?.[0] : undefined;
  if (row?.key) return translate(row.key, row.args ?? {});
  return translate(`${T}.failed`);
}

/**
 * One step of submitting or approving a period: sent, its success said in a toast, its refusal
 * said in the server's words; `busy` while it runs, `onDone` after a success.
 */
export function usePeriodStep(form: string, onDone: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async (
    step: PeriodStep,
    body: CountPeriodBody & { withPending?: boolean; reason?: string },
    success: { key: string; args?: Record<string, unknown> },
  ) => {
    setBusy(true);
    try {
      await dataProvider.periodStep(form, step, body);
      notify(success.key, { type: 'success', messageArgs: success.args });
      onDone();
    } catch (error) {
      notify(refusalText(error, translate), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
