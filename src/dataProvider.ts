import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { GeoNode, PlaceSearchHit, Profile } from './domain';
import type { HttpClient } from './httpClient';
import type {
  SanghikQuery,
  SanghikRecord,
  SanghikSave,
  SanghikSaveResult,
} from './custom/sanghik/types';
import { withSankalp, type SankalpMethods } from './dataProvider/sankalp';
import { withUsers, type UserMethods } from './dataProvider/users';
import { unitSummaryMethods, type UnitSummaryMethods } from './dataProvider/unitSummary';
import { summaryReportMethods, type SummaryReportMethods } from './dataProvider/summaryReport';
import { volunteerMethods, type VolunteerMethods } from './dataProvider/volunteers';
import { withVolunteers, type VolunteerResourceMethods } from './dataProvider/volunteerResource';
import { entityMethods, type EntityMethods } from './dataProvider/entities';
import { countFormMethods, type CountFormMethods } from './dataProvider/countForms';
import { dashboardMethods, type DashboardMethods } from './dataProvider/dashboard';

export const API_URL = '/pmpapp/api/v2';

/** Typed custom calls, reached with `useDataProvider<AppDataProvider>()`. */
export interface AppDataProvider
  extends
    DataProvider,
    SankalpMethods,
    UserMethods,
    UnitSummaryMethods,
    SummaryReportMethods,
    VolunteerMethods,
    VolunteerResourceMethods,
    EntityMethods,
    CountFormMethods,
    DashboardMethods {
  getProfile(email: string): Promise<Profile>;
  /** A place and its children down to `depth` levels (all levels when omitted). */
  getGeoTree(locationId: number, depth?: number): Promise<GeoNode>;
  searchPlaces(q: string, limit?: number): Promise<PlaceSearchHit[]>;
  /** POST /sanghik/list: the units of a place designated in a month, with attendance. */
  getSanghik(query: SanghikQuery): Promise<SanghikRecord>;
  /** POST /sanghik/add: saves a month's attendance of units, all or none. */
  saveSanghik(body: SanghikSave): Promise<SanghikSaveResult>;
}

export function createDataProvider(httpClient: HttpClient, apiUrl = API_URL): AppDataProvider {
  const post = async <T>(path: string, body: unknown, method = 'POST'): Promise<T> =>
    (await httpClient(`${apiUrl}${path}`, { method, body: JSON.stringify(body) })).json as T;

  return {
    ...withVolunteers(
      withSankalp(
        withUsers(simpleRestProvider(apiUrl, httpClient), httpClient, apiUrl),
        httpClient,
        apiUrl,
      ),
      httpClient,
      apiUrl,
    ),
    ...unitSummaryMethods(httpClient, apiUrl),
    ...summaryReportMethods(httpClient, apiUrl),
    ...volunteerMethods(httpClient, apiUrl),
    ...entityMethods(httpClient, apiUrl),
    ...countFormMethods(httpClient, apiUrl),
    ...dashboardMethods(httpClient, apiUrl),
    getProfile: (email) => post<Profile>('/user/profile', { email }, 'PUT'),
    getGeoTree: (locationId, depth) => post<GeoNode>('/geo/tree/location', { locationId, depth }),
    searchPlaces: (q, limit = 20) => post<PlaceSearchHit[]>('/geo/search', { q, limit }),
    getSanghik: (query) => post<SanghikRecord>('/sanghik/list', query),
    saveSanghik: (body) => post<SanghikSaveResult>('/sanghik/add', body),
  };
}
