import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { definedModulesStore, REFRESH_MS } from './definedModulesStore';

/**
 * Asks GET /modules when the signed-in shell opens, when the window regains focus and every
 * `REFRESH_MS`, with the ETag of the last answer: unchanged, the server answers 304 and nothing
 * moves; changed, the menu, routes and screens follow without a reload (issue 24 point 5).
 */
export function useDefinedModulesRefresh() {
  const dataProvider = useDataProvider<AppDataProvider>();
  useEffect(() => {
    let stopped = false;
    const ask = async () => {
      try {
        const answer = await dataProvider.getModules(definedModulesStore.etag());
        if (!stopped && answer) definedModulesStore.receive(answer);
      } catch {
        // offline or refused: the modules known stay until the next ask
      }
    };
    void ask();
    const timer = setInterval(ask, REFRESH_MS);
    window.addEventListener('focus', ask);
    const stopAsking = definedModulesStore.onAsk(() => void ask());
    return () => {
      stopped = true;
      stopAsking();
      clearInterval(timer);
      window.removeEventListener('focus', ask);
    };
  }, [dataProvider]);
}
