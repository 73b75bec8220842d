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

export interface VolunteerReferenceState {
  reference?: VolunteerReferenceLists;
  error?: unknown;
}

/** The volunteer reference lists (spec §7: fetched on screen load), shared by every screen. */
export function useVolunteerReference(): VolunteerReferenceState {
  const app = useContext(DataProviderContext);
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<VolunteerReferenceState>({});
  useEffect(() => {
    let live = true;
    fetchOnce(app ?? dataProvider, dataProvider).then(
      (reference) => live && setState({ reference }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [app, dataProvider]);
  return state;
}
