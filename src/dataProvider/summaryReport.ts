import { HttpError } from 'react-admin';
import {
  NO_RECORD_MESSAGE,
  normaliseReport,
  type ReportPath,
  type SummaryReport,
} from '../domain/report';
import type { ApiCall } from './apiCall';

/** The body of POST /sanghik/report/{path} (spec §7 "Summary report"). */
export interface SummaryReportQuery {
  locationId: number;
  /** Financial year, '2026-27'. */
  year: string;
  month: number;
  /** Each row's same month last year, or its targets (issue 49). */
  lastYear?: boolean;
  targets?: boolean;
}

export interface SummaryReportMethods {
  getSummaryReport(path: ReportPath, body: SummaryReportQuery): Promise<SummaryReport>;
}

export const summaryReportMethods = (call: ApiCall): SummaryReportMethods => ({
  getSummaryReport: async (path, body) => {
    try {
      return normaliseReport(await call(`/sanghik/report/${path}`, 'POST', body));
    } catch (error) {
      // A server may answer "no record" with an error status: it is still an answer.
      if (error instanceof HttpError && error.body?.message === NO_RECORD_MESSAGE) {
        return normaliseReport(error.body);
      }
      throw error;
    }
  },
});
