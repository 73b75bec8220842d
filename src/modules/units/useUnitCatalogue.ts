import { useContext, useEffect, useState } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { APP_VERSION, EKAK_TYPES, type EkakType } from '../../domain';

/** The local storage key of the cached catalogue (as the spec names it). */
export const CATALOGUE_KEY = 'ekak_types';

interface Cached {
  version: string;
  types: EkakType[];
}

/** The cached catalogue, when one of this app version is stored. */
export function cachedCatalogue(): EkakType[] | undefined {
  try {
    const cached = JSON.parse(localStorage.getItem(CATALOGUE_KEY) ?? 'null') as Cached | null;
    return cached?.version === APP_VERSION && Array.isArray(cached.types) && cached.types.length
      ? cached.types
      : undefined;
  } catch {
    return undefined;
  }
}

/** One request per data provider of the app, i.e. per session; forgotten when it fails. */
const requests = new WeakMap<object, Promise<EkakType[]>>();

function fetchOnce(key: object, dataProvider: AppDataProvider): Promise<EkakType[]> {
  let request = requests.get(key);
  if (!request) {
    request = Promise.resolve()
      .then(() => dataProvider.getUnitCatalogue())
      .then((types) => {
        const cached: Cached = { version: APP_VERSION, types };
        localStorage.setItem(CATALOGUE_KEY, JSON.stringify(cached));
        return types;
      });
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

/**
 * The unit catalogue (GET /metadata/ekak_types), fetched once and kept in local storage with
 * the app version. Until it arrives, and when offline, the cached copy is used, or else the
 * catalogue built into the app.
 */
export function useUnitCatalogue(): readonly EkakType[] {
  const app = useContext(DataProviderContext);
  const dataProvider = useDataProvider<AppDataProvider>();
  const [types, setTypes] = useState<readonly EkakType[]>(() => cachedCatalogue() ?? EKAK_TYPES);
  useEffect(() => {
    let live = true;
    fetchOnce(app ?? dataProvider, dataProvider)
      .then((fetched) => live && setTypes(fetched))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [app, dataProvider]);
  return types;
}
