import type { JobState, JobsAnswer } from '../domain/jobs';
import type { ApiCall } from './apiCall';

export interface JobsMethods {
  /** GET /jobs (administrators): the count per state, and the newest 100 (of one state). */
  getJobs(state?: JobState): Promise<JobsAnswer>;
}

export const jobsMethods = (call: ApiCall): JobsMethods => ({
  getJobs: (state) => call(state ? `/jobs?state=${state}` : '/jobs'),
});
