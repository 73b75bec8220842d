import type { ChangeEntry } from '../domain/changes';
import type { ApiCall } from './apiCall';

/** What the बदल नोंद screen asks for (every filter optional). */
export interface ChangeFilters {
  placeId?: number;
  module?: string;
  recordId?: string;
  who?: number;
  /** Part of the person's name or e-mail. */
  person?: string;
  from?: string;
  to?: string;
  page?: number;
  perPage?: number;
}

export interface ChangeMethods {
  /** GET /changes: one page of the change trail inside my area, newest first. */
  getChanges(filters: ChangeFilters): Promise<{ data: ChangeEntry[]; total: number }>;
}

export const changeMethods = (call: ApiCall): ChangeMethods => ({
  getChanges: (filters) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters))
      if (value !== undefined && value !== '') query.set(key, String(value));
    return call(`/changes?${query}`);
  },
});
