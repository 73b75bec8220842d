import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { GeoNode, PlaceSearchHit, Profile } from './domain';
import type { HttpClient } from './httpClient';

export const API_URL = '/pmpapp/api/v2';

/** Typed custom calls, reached with `useDataProvider<AppDataProvider>()`. */
export interface AppDataProvider extends DataProvider {
  getProfile(email: string): Promise<Profile>;
  /** A place and its children down to `depth` levels (all levels when omitted). */
  getGeoTree(locationId: number, depth?: number): Promise<GeoNode>;
  searchPlaces(q: string, limit?: number): Promise<PlaceSearchHit[]>;
}

export function createDataProvider(httpClient: HttpClient, apiUrl = API_URL): AppDataProvider {
  const post = async <T>(path: string, body: unknown, method = 'POST'): Promise<T> =>
    (await httpClient(`${apiUrl}${path}`, { method, body: JSON.stringify(body) })).json as T;

  return {
    ...simpleRestProvider(apiUrl, httpClient),
    getProfile: (email) => post<Profile>('/user/profile', { email }, 'PUT'),
    getGeoTree: (locationId, depth) => post<GeoNode>('/geo/tree/location', { locationId, depth }),
    searchPlaces: (q, limit = 20) => post<PlaceSearchHit[]>('/geo/search', { q, limit }),
  };
}
