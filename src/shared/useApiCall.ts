import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

export type CallState<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * Runs an API call on mount and whenever `key` changes; `reload` asks again. A late answer
 * of an earlier key is dropped.
 */
export function useApiCall<T>(call: (dataProvider: AppDataProvider) => Promise<T>, key: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(call, [key]);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // a call that throws before it sends (a provider without the method) fails like one refused
    Promise.resolve()
      .then(() => run(dataProvider))
      .then(
        (data) => current && setState({ status: 'ready', data }),
        (error: unknown) => {
          console.error(error);
          if (current) setState({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [dataProvider, run, attempt]);
  return { state, reload: () => setAttempt((n) => n + 1) };
}
