import type {
  NamedItem,
  NormalisedVolunteer,
  VolunteerFieldKey,
  VolunteerRecord,
  VolunteerReference,
  VolunteerSnapshot,
  VolunteerSortKey,
} from '../domain/modules/volunteers';
import { VOLUNTEER_PAGE } from '../domain/modules/volunteers/places';
import type { ApiCall } from './apiCall';

/** The reference lists plus the blood groups (GET /metadata/*). */
export interface VolunteerReferenceLists extends VolunteerReference {
  bloodGroups: NamedItem[];
}

export interface VolunteerListQuery {
  location_id: number;
  page?: number;
  perPage?: number;
  /** updatedAt, createdAt or a declared sortable field. */
  sort?: 'updatedAt' | 'createdAt' | VolunteerSortKey;
  order?: 'ASC' | 'DESC';
  q?: string;
}

/** The filters of POST /swayamsevak/report: each an array of names, empty means any. */
export type VolunteerReportFilters = Partial<Record<VolunteerFieldKey, string[]>>;

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
  getVolunteerHistory(id: number): Promise<VolunteerSnapshot[]>;
  /** Every matching volunteer, asked page by page; `onProgress(rows so far, total)`. */
  volunteerReport(
    locationId: number,
    filters: VolunteerReportFilters,
    onProgress?: (done: number, total: number) => void,
  ): Promise<VolunteerRecord[]>;
}

/** The body of POST /swayamsevak/add (spec §3). */
export const addVolunteersBody = (
  location_id: number,
  swayamsevaks: VolunteerInput[],
  source: 'form' | 'sheet',
  options: { onlyValid?: boolean } = {},
) => ({ selectedLocation: { location_id }, source, swayamsevaks, ...options });

export function volunteerMethods(call: ApiCall): VolunteerMethods {
  const get = <T>(path: string) => call<T>(path);
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
    addVolunteers: (location_id, swayamsevaks, source, options) =>
      call(
        '/swayamsevak/add',
        'POST',
        addVolunteersBody(location_id, swayamsevaks, source, options),
      ),
    checkVolunteers: (location_id, swayamsevaks) =>
      call('/swayamsevak/add/check', 'POST', {
        selectedLocation: { location_id },
        source: 'sheet',
        swayamsevaks,
      }),
    updateVolunteer: (record) => call('/swayamsevak/update', 'PUT', [record]),
    getVolunteerHistory: (id) => get(`/swayamsevak/history/${id}`),
    volunteerReport: async (location_id, filters, onProgress) => {
      // answered a page at a time (at most VOLUNTEER_PAGE.max rows): ask until the total
      const rows: VolunteerRecord[] = [];
      for (let page = 1; ; page += 1) {
        const { json, headers } = await call.withHeaders<VolunteerRecord[]>(
          '/swayamsevak/report',
          'POST',
          { location_id, ...filters, page, perPage: VOLUNTEER_PAGE.max },
        );
        rows.push(...json);
        const total = Number(headers.get('x-total-count') ?? rows.length);
        onProgress?.(rows.length, total);
        if (json.length === 0 || rows.length >= total) return rows;
      }
    },
  };
}
