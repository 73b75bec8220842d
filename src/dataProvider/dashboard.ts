import type { DashboardAnalytics, DashboardSummary, GatheringRecords } from '../domain/dashboard';
import type { ApiCall } from './apiCall';

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

export const dashboardMethods = (call: ApiCall): DashboardMethods => ({
  getDashboardSummary: (query = {}) => call('/dashboard/summary', 'POST', query),
  getDashboardAnalytics: (query = {}) => call('/dashboard/analytics', 'POST', query),
  getGatheringRecords: (query) => call('/sanghik/records', 'POST', query),
});
