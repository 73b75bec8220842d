import type { DashboardAnalytics, DashboardSummary, GatheringRecords } from '../domain/dashboard';
import type { HttpClient } from '../httpClient';

/** A place (the user's own when left out) and a month (today's when left out). */
export interface DashboardQuery {
  locationId?: number;
  year?: string;
  month?: number;
}

export interface DashboardMethods {
  /** POST /dashboard/summary: today's figures of a place. */
  getDashboardSummary(query?: DashboardQuery): Promise<DashboardSummary>;
  /** POST /dashboard/analytics: 12 months of a place and its children's chosen month. */
  getDashboardAnalytics(query?: DashboardQuery): Promise<DashboardAnalytics>;
  /** POST /sanghik/records: the month's gathering-entry places below a place. */
  getGatheringRecords(query: Required<DashboardQuery>): Promise<GatheringRecords>;
}

export function dashboardMethods(httpClient: HttpClient, apiUrl: string): DashboardMethods {
  const post = async <T>(path: string, body: unknown): Promise<T> =>
    (await httpClient(`${apiUrl}${path}`, { method: 'POST', body: JSON.stringify(body) }))
      .json as T;
  return {
    getDashboardSummary: (query = {}) => post('/dashboard/summary', query),
    getDashboardAnalytics: (query = {}) => post('/dashboard/analytics', query),
    getGatheringRecords: (query) => post('/sanghik/records', query),
  };
}
