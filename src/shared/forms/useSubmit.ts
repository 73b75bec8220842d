import { useCallback, useState } from 'react';

/** Loading flag and error key of an async submit; the error is the rejection's message key. */
export function useSubmit() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setLoading(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'app.auth.error.generic');
      return false;
    } finally {
      setLoading(false);
    }
  }, []);
  return { loading, error, run };
}
