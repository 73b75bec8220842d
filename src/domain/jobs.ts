/** The states of a shared background job (issue 47), in the order the jobs page shows them. */
export const JOB_STATES = ['queued', 'running', 'failed', 'done'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** One job as `GET /jobs` answers it to an administrator. */
export interface JobView {
  id: number;
  kind: string;
  key: string;
  state: JobState;
  run_at: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface JobsAnswer {
  counts: Record<JobState, number>;
  items: JobView[];
}
