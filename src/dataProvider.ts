import type { GetPhoto, PhotoMethods } from './dataProvider/photos';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { GeoNode, PlaceSearchHit, Profile } from './domain';
import type { OwnDetails } from './domain/users';
import type { GeoImportAnswer, GeoImportBody } from './domain/geoImport';
import type { HttpClient } from './httpClient';
import type { Outbox } from './outbox/outbox';
import { throughCopies, type CopyStore } from './offline/deviceCopies';
import { keptRecordWrites, keptUnitWrites, keptVolunteerWrites } from './dataProvider/keptRecords';
import { createApiCall } from './dataProvider/apiCall';
import { dispatchByResource } from './dataProvider/dispatch';
import {
  SANKALP,
  sankalpHandler,
  sankalpMethods,
  type SankalpMethods,
} from './dataProvider/sankalp';
import {
  USER,
  USER_UNAPPROVED,
  userHandler,
  userMethods,
  type UserMethods,
} from './dataProvider/users';
import { unitSummaryMethods, type UnitSummaryMethods } from './dataProvider/unitSummary';
import { summaryReportMethods, type SummaryReportMethods } from './dataProvider/summaryReport';
import { volunteerMethods, type VolunteerMethods } from './dataProvider/volunteers';
import {
  SWAYAMSEVAK,
  volunteerHandler,
  volunteerResourceMethods,
  type VolunteerResourceMethods,
} from './dataProvider/volunteerResource';
import { entityMethods, type EntityMethods } from './dataProvider/entities';
import { countFormMethods, type CountFormMethods } from './dataProvider/countForms';
import { dashboardMethods, type DashboardMethods } from './dataProvider/dashboard';
import { inboxMethods, type InboxMethods } from './dataProvider/inbox';
import { jobsMethods, type JobsMethods } from './dataProvider/jobs';
import { changeMethods, type ChangeMethods } from './dataProvider/changes';
import { checkMethods, type CheckMethods } from './dataProvider/checks';
import { targetMethods, type TargetMethods } from './dataProvider/targets';
import { placeMethods, type PlaceMethods } from './dataProvider/places';
import { moduleMethods, type ModuleMethods } from './dataProvider/modules';

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
    DashboardMethods,
    InboxMethods,
    JobsMethods,
    ChangeMethods,
    CheckMethods,
    TargetMethods,
    PlaceMethods,
    ModuleMethods,
    PhotoMethods {
  getProfile(email: string): Promise<Profile>;
  /** PUT /user/userUpdate: the signed-in user's own name and mobile. */
  updateOwnDetails(details: OwnDetails): Promise<unknown>;
  /** A place and its children down to `depth` levels (all levels when omitted). */
  getGeoTree(locationId: number, depth?: number, withClosed?: boolean): Promise<GeoNode>;
  searchPlaces(q: string, limit?: number): Promise<PlaceSearchHit[]>;
  /** POST /geo/import (admins): the dry run's problems, or the sheet stored whole. */
  importGeography(body: GeoImportBody): Promise<GeoImportAnswer>;
}

/**
 * react-admin's calls go to the resource's handler (units, users, volunteers) or, for any other
 * resource (the declared registers), to ra-data-simple-rest; the typed custom calls sit beside.
 */
/** What the device keeps (issue 26): the outbox of saves, copies under the owner's address. */
export interface DeviceOptions {
  outbox?: Outbox;
  /** Copies of the profile, places, reference lists and sheets: shown when no answer comes. */
  copies?: CopyStore;
  /** The signed-in person's address: the copies of their profile and sheets are kept under it. */
  owner?: () => string | null | undefined;
  /** Reads a photo's bytes signed in (issue 50); none: photos are not shown. */
  getPhoto?: GetPhoto;
}

export function createDataProvider(
  httpClient: HttpClient,
  apiUrl = API_URL,
  device: DeviceOptions = {},
): AppDataProvider {
  const call = createApiCall(httpClient, apiUrl);
  const through = throughCopies(device.copies, device.owner ?? (() => null));
  const rest = simpleRestProvider(apiUrl, httpClient);
  const users = userHandler(call);
  const volunteers = volunteerMethods(call);
  const resources = dispatchByResource(
    {
      [SANKALP]: sankalpHandler(call),
      [USER]: users,
      [USER_UNAPPROVED]: users,
      [SWAYAMSEVAK]: volunteerHandler(call, volunteers.volunteerReport),
    },
    device.outbox ? { ...rest, ...keptRecordWrites(device.outbox, rest) } : rest,
  );
  return {
    ...resources,
    ...volunteers,
    ...(device.outbox ? keptVolunteerWrites(device.outbox, volunteers) : {}),
    getVolunteerReference: async () =>
      (await through('catalogue', 'reference', volunteers.getVolunteerReference)).value,
    ...volunteerResourceMethods(call),
    ...sankalpMethods(call),
    ...(device.outbox ? keptUnitWrites(device.outbox) : {}),
    ...userMethods(call),
    ...unitSummaryMethods(call),
    ...summaryReportMethods(call),
    ...entityMethods(call),
    ...countFormMethods(call, device.outbox, through, device.copies !== undefined),
    ...dashboardMethods(call),
    ...inboxMethods(call),
    ...jobsMethods(call),
    ...changeMethods(call),
    ...checkMethods(call),
    ...targetMethods(call),
    ...placeMethods(call),
    ...moduleMethods(httpClient, apiUrl, call),
    getPhoto: device.getPhoto ?? (() => Promise.reject(new Error('photos are not read here'))),
    getProfile: async (email) =>
      (await through('profile', email, () => call<Profile>('/user/profile', 'PUT', { email })))
        .value,
    updateOwnDetails: (details) => call('/user/userUpdate', 'PUT', details),
    // the picker's places are kept too: the entry screen's place is chosen with no network
    getGeoTree: async (locationId, depth, withClosed) => {
      const body = { locationId, depth, ...(withClosed ? { withClosed } : {}) };
      const tree = () => call<GeoNode>('/geo/tree/location', 'POST', body);
      return (await through('places', JSON.stringify(body), tree)).value;
    },
    searchPlaces: (q, limit = 20) => call<PlaceSearchHit[]>('/geo/search', 'POST', { q, limit }),
    importGeography: (body) => call<GeoImportAnswer>('/geo/import', 'POST', body),
  };
}
