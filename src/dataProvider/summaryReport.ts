import { HttpError } from 'react-admin';
import {
  NO_RECORD_MESSAGE,
  normaliseReport,
  type ReportPath,
  type SummaryReport,
} from '../domain/report';
import type { HttpClient } from '../httpClient';

/** The body of POST /sanghik/report/{path} (spec §7 "Summary report"). */
export interface SummaryReportQuery {
  locationId: number;
  /** Financial year, '2026-27'. */
  year: string;
  month: number;
}

export interface SummaryReportMethods {
  getSummaryReport(path: ReportPath, body: SummaryReportQuery): Promise<SummaryReport>;
}

export function summaryReportMethods(httpClient: HttpClient, apiUrl: string): SummaryReportMethods {
  return {
    getSummaryReport: async (path, body) => {
      try {
        const { json } = await httpClient(`${apiUrl}/sanghik/report/${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
        });
        return normaliseReport(json);
      } catch (error) {
        // A server may answer "no record" with an error status: it is still an answer.
        if (error instanceof HttpError && error.body?.message === NO_RECORD_MESSAGE) {
          return normaliseReport(error.body);
        }
        throw error;
      }
    },
  };
}
