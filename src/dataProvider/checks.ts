import type { CheckReviewAnswer, NoteStatus } from '../domain/checks';
import type { ApiCall } from './apiCall';

/** A count form's period at a place, as the तपासणी calls take it. */
export type CheckReviewQuery = { module: string; placeId: number; year: string } & Record<
  string,
  string | number
>;

export interface CheckMethods {
  /**
   * GET /checks: the records below a place that break a check or were saved with a reason
   * (one child's, one status's, one page's when asked), and every child's counts.
   */
  getCheckReview(query: CheckReviewQuery): Promise<CheckReviewAnswer>;
  /** PUT /checks/note: the office above's comment and follow-up of an item. */
  noteCheck(note: {
    module: string;
    year: string;
    subjectId: number;
    check: string;
    comment: string;
    status: NoteStatus;
    [period: string]: string | number;
  }): Promise<{ ok: boolean }>;
}

export const checkMethods = (call: ApiCall): CheckMethods => ({
  getCheckReview: (query) =>
    call(`/checks?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`),
  noteCheck: (note) => call('/checks/note', 'PUT', note),
});
