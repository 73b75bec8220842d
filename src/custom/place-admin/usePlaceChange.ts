import { useTranslate } from 'react-admin';
import { placeRefusalKey } from '../../domain/placeAdmin';
import { useSubmit } from '../../shared/forms/useSubmit';

/**
 * A change sent from a form dialog: its answer once it worked (undefined when refused), and
 * the dialog's loading state, Marathi refusal and save label.
 */
export function usePlaceChange() {
  const translate = useTranslate();
  const submit = useSubmit();
  const send = async <T>(call: () => Promise<T>): Promise<{ answer: T } | undefined> => {
    let answer: T | undefined;
    const ok = await submit.run(async () => {
      try {
        answer = await call();
      } catch (e) {
        throw new Error(placeRefusalKey(e));
      }
    });
    return ok ? { answer: answer as T } : undefined;
  };
  const dialog = {
    error: submit.error,
    loading: submit.loading,
    submitLabel: translate('app.placeAdmin.save'),
  };
  return { send, dialog };
}
