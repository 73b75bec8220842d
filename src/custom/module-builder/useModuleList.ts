import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { AllModules } from '../../dataProvider/modules';

/** GET /modules?all=1, with its loading and failure, and a way to read it again. */
export function useModuleList() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [list, setList] = useState<AllModules | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    dataProvider.getAllModules().then(setList, () => setFailed(true));
  }, [dataProvider]);
  useEffect(reload, [reload]);
  return { list, failed, reload };
}
