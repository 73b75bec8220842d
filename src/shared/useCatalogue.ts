import { useContext, useEffect, useState } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { VolunteerReferenceLists } from '../dataProvider/volunteers';

/** One request per data provider (i.e. per session); forgotten when it fails. */
const requests = new WeakMap<object, Promise<VolunteerReferenceLists>>();

function fetchOnce(key: object, dataProvider: AppDataProvider) {
  let request = requests.get(key);
  if (!request) {
    request = Promise.resolve().then(() => dataProvider.getVolunteerReference());
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

export interface CatalogueState {
  /** The reference lists (spec §3): the catalogue that `choicesFrom` selects read. */
  reference?: VolunteerReferenceLists;
  error?: unknown;
}

/**
 * The catalogue: the reference lists (spec §7: fetched on screen load), one request shared by
 * every screen — the volunteers' selects and any declared `choicesFrom` select; not fetched
 * while `wanted` is false (a form without such a select).
 */
export function useCatalogue(wanted = true): CatalogueState {
  const app = useContext(DataProviderContext);
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<CatalogueState>({});
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fetchOnce(app ?? dataProvider, dataProvider).then(
      (reference) => live && setState({ reference }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [app, dataProvider, wanted]);
  return state;
}
