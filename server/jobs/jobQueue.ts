import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: number;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  state: JobState;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export interface NewJob {
  kind: string;
  /** One job per kind and key, however often it is enqueued (null: every enqueue is a job). */
  key?: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
}

/** How long a claimed job is its instance's before another may take it (the instance died). */
export const LEASE_MS = 60_000;

/** Back-off after the n-th failed attempt: 10 s, 20 s, 40 s… at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 3_600_000);

/** The jobs table (migration 027): every API instance enqueues and claims from it. */
export const jobQueue = {
  /** Enqueues jobs in one statement; a key already enqueued adds nothing. New ids. */
  async enqueue(db: Db, jobs: readonly NewJob[], now: Date): Promise<number[]> {
    if (!jobs.length) return [];
    const rows = sql.join(
      jobs.map(
        (j) => sql`(${j.kind}, ${j.key ?? null}, ${JSON.stringify(j.payload ?? {})}::jsonb,
          ${(j.runAt ?? now).toISOString()}::timestamptz, ${j.maxAttempts ?? 5})`,
      ),
    );
    const { rows: added } = await sql<{ id: number }>`
      insert into job (kind, key, payload, run_at, max_attempts) values ${rows}
      on conflict (kind, key) where key is not null do nothing
      returning id`.execute(db);
    return added.map((r) => Number(r.id));
  },

  /**
   * Claims up to `n` due jobs for `worker`: queued ones whose time came, and running ones whose
   * lease ran out. Two instances never claim the same job (`skip locked`).
   */
  async claim(db: Db, worker: string, n: number, now: Date): Promise<JobRow[]> {
    const at = now.toISOString();
    const { rows } = await sql<JobRow>`
      update job set state = 'running', attempts = attempts + 1, locked_by = ${worker},
        locked_until = ${at}::timestamptz + ${`${LEASE_MS} milliseconds`}::interval
      where id in (
        select id from job
        where (state = 'queued' and run_at <= ${at}::timestamptz)
          or (state = 'running' and locked_until < ${at}::timestamptz)
        order by run_at, id
        limit ${n}
        for update skip locked)
      returning id, kind, key, payload, state, run_at, attempts, max_attempts, locked_by,
        last_error, created_at, finished_at`.execute(db);
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  },

  /** Done, if this worker still holds it (a lease taken over meanwhile is not ours to close). */
  async finish(db: Db, job: JobRow, worker: string, now: Date): Promise<boolean> {
    const { numAffectedRows } = await sql`
      update job set state = 'done', finished_at = ${now.toISOString()}::timestamptz,
        locked_by = null, locked_until = null, last_error = null
      where id = ${job.id} and state = 'running' and locked_by = ${worker}`.execute(db);
    return numAffectedRows === 1n;
  },

  /** Failed: queued again after the back-off, or failed for good after its last attempt. */
  async fail(db: Db, job: JobRow, worker: string, error: string, now: Date): Promise<void> {
    const last = job.attempts >= job.max_attempts;
    const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString();
    await sql`
      update job set state = ${last ? 'failed' : 'queued'}, last_error = ${error.slice(0, 2000)},
        run_at = ${last ? sql`run_at` : sql`${retryAt}::timestamptz`},
        finished_at = ${last ? sql`${now.toISOString()}::timestamptz` : sql`null`},
        locked_by = null, locked_until = null
      where id = ${job.id} and locked_by = ${worker}`.execute(db);
  },

  /** The newest jobs of a state (all states: null), for the administrators' page. */
  async list(db: Db, state: JobState | null, limit: number): Promise<JobRow[]> {
    const { rows } = await sql<JobRow>`
      select id, kind, key, payload, state, run_at, attempts, max_attempts, locked_by,
        last_error, created_at, finished_at
      from job ${state ? sql`where state = ${state}` : sql``}
      order by id desc limit ${limit}`.execute(db);
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  },

  async counts(db: Db): Promise<Record<JobState, number>> {
    const { rows } = await sql<{ state: JobState; n: number }>`
      select state, count(*)::int as n from job group by state`.execute(db);
    const out = { queued: 0, running: 0, done: 0, failed: 0 };
    for (const r of rows) out[r.state] = r.n;
    return out;
  },
};
