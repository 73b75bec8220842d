import type { NamedItem, NormalisedVolunteer, VolunteerReference } from '../domain/volunteer';
import type { HttpClient } from '../httpClient';

/** A stored volunteer as the API answers it (docs/api.md "The volunteer record"). */
export interface VolunteerRecord extends NormalisedVolunteer {
  id: number;
  level: number;
  location: string;
  location_id: number;
  createdAt: string;
  updatedAt: string;
}

/** One snapshot of GET /swayamsevak/history/{id}, oldest first. */
export type VolunteerSnapshot = Omit<VolunteerRecord, 'id' | 'level' | 'location' | 'updatedAt'>;

/** The reference lists plus the blood groups (GET /metadata/*). */
export interface VolunteerReferenceLists extends VolunteerReference {
  bloodGroups: NamedItem[];
}

export interface VolunteerListQuery {
  location_id: number;
  page?: number;
  perPage?: number;
  sort?: 'updatedAt' | 'createdAt' | 'firstName' | 'surname';
  order?: 'ASC' | 'DESC';
  q?: string;
}

/** The filters of POST /swayamsevak/report: each an array of names, empty means any. */
export type VolunteerReportFilters = Partial<
  Record<
    | 'bloodGroup'
    | 'occupation'
    | 'occupationDetails1'
    | 'occupationDetails2'
    | 'category'
    | 'account'
    | 'responsibilityLevel'
    | 'responsibility'
    | 'trainingInOrganization',
    string[]
  >
>;

/** One row error of a 400 'submision failed' answer (row = index + 2). */
export interface VolunteerRowError {
  row: number;
  message: string;
  key?: string;
  field?: string;
}

/** The dry run's answer: rows numbered by their place in what was sent (index + 2). */
export interface VolunteerUploadCheck {
  total: number;
  valid: number;
  errors: VolunteerRowError[];
  duplicates: { row: number; id: number; firstName: string; surname: string; location: string }[];
}

/** Rows as sent to POST /swayamsevak/add: raw cell values are fine, the server re-validates. */
export type VolunteerInput = Partial<Record<keyof NormalisedVolunteer, unknown>>;

export interface VolunteerMethods {
  getVolunteerReference(): Promise<VolunteerReferenceLists>;
  /** POST /swayamsevak/allusers: the whole list, or one page with its total. */
  listVolunteers(query: VolunteerListQuery): Promise<{ rows: VolunteerRecord[]; total: number }>;
  /** All rows or none; with `onlyValid` the valid rows, the others named in `skipped`. */
  addVolunteers(
    locationId: number,
    rows: VolunteerInput[],
    source: 'form' | 'sheet',
    options?: { onlyValid?: boolean },
  ): Promise<{ message: string; count: number; skipped?: number[] }>;
  /** The server's check of an upload (duplicates included); stores nothing. */
  checkVolunteers(locationId: number, rows: VolunteerInput[]): Promise<VolunteerUploadCheck>;
  /** `updatedAt`: the version read; someone's change since makes it a 409 STALE. */
  updateVolunteer(
    record: VolunteerInput & { id: number; updatedAt?: string },
  ): Promise<{ message: string }>;
  deleteVolunteers(ids: number[]): Promise<{ message: string; count: number }>;
  getVolunteerHistory(id: number): Promise<VolunteerSnapshot[]>;
  volunteerReport(locationId: number, filters: VolunteerReportFilters): Promise<VolunteerRecord[]>;
}

export function volunteerMethods(httpClient: HttpClient, apiUrl: string): VolunteerMethods {
  const call = async <T>(path: string, body?: unknown, method = 'POST') =>
    (
      await httpClient(`${apiUrl}${path}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json as T;
  const get = <T>(path: string) => call<T>(path, undefined, 'GET');

  return {
    getVolunteerReference: async () => {
      const [occupations, categories, responsibilityLevels, trainings, bloodGroups] =
        await Promise.all([
          get<VolunteerReference['occupations']>('/metadata/alltree'),
          get<VolunteerReference['categories']>('/metadata/shreni/khate/tree'),
          get<VolunteerReference['responsibilityLevels']>('/metadata/dayitva_star/dayitva/tree'),
          get<NamedItem[]>('/metadata/sangh_shikshan'),
          get<NamedItem[]>('/metadata/blood_groups'),
        ]);
      return { occupations, categories, responsibilityLevels, trainings, bloodGroups };
    },
    listVolunteers: async (query) => {
      const response = await httpClient(`${apiUrl}/swayamsevak/allusers`, {
        method: 'POST',
        body: JSON.stringify(query),
      });
      const rows = response.json as VolunteerRecord[];
      const total = Number(response.headers.get('x-total-count') ?? rows.length);
      return { rows, total };
    },
    addVolunteers: (location_id, swayamsevaks, source, options = {}) =>
      call('/swayamsevak/add', {
        selectedLocation: { location_id },
        source,
        swayamsevaks,
        ...options,
      }),
    checkVolunteers: (location_id, swayamsevaks) =>
      call('/swayamsevak/add/check', {
        selectedLocation: { location_id },
        source: 'sheet',
        swayamsevaks,
      }),
    updateVolunteer: (record) => call('/swayamsevak/update', [record], 'PUT'),
    deleteVolunteers: (ids) => call('/swayamsevak/delet', { ids }, 'PUT'),
    getVolunteerHistory: (id) => get(`/swayamsevak/history/${id}`),
    volunteerReport: (location_id, filters) =>
      call('/swayamsevak/report', { location_id, ...filters }),
  };
}
