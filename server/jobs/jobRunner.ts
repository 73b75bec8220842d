import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { jobQueue, type JobRow } from './jobQueue';

/** Does a job's work inside the transaction that marks it done: both commit, or neither. */
export type JobHandler = (trx: Transaction<Database>, job: JobRow, now: Date) => Promise<void>;

export interface RunnerOptions {
  /** This instance's name in a job's `locked_by` (unique per process by default). */
  worker?: string;
  /** Jobs claimed at a time. */
  batch?: number;
  /** How often the loop looks for due jobs. */
  pollMs?: number;
  /** Now as the server takes it (a journey's fixed clock). */
  now: () => Date;
  /** Before each look: what falls due is enqueued (idempotent: keys). */
  plan?: (db: Kysely<Database>, now: Date) => Promise<void>;
}

class LeaseLost extends Error {}

/**
 * Runs the shared jobs table on this instance: each look plans, claims a batch, and runs each
 * job's handler in one transaction with its completion — a job whose instance died mid-batch is
 * claimed again when its lease runs out, and its effects, keyed, are not made twice.
 */
export function jobRunner(
  db: Kysely<Database>,
  handlers: ReadonlyMap<string, JobHandler>,
  options: RunnerOptions,
) {
  const worker = options.worker ?? `api-${process.pid}-${randomUUID().slice(0, 8)}`;
  const batch = options.batch ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  async function runOne(job: JobRow, now: Date): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await db.transaction().execute(async (trx) => {
        await handler(trx, job, now);
        if (!(await jobQueue.finish(trx, job, worker, now))) throw new LeaseLost();
      });
    } catch (error) {
      if (error instanceof LeaseLost) return;
      await jobQueue.fail(db, job, worker, String((error as Error)?.message ?? error), now);
    }
  }

  async function look(): Promise<number> {
    const now = options.now();
    await options.plan?.(db, now);
    let ran = 0;
    for (;;) {
      const jobs = await jobQueue.claim(db, worker, batch, now);
      for (const job of jobs) await runOne(job, now);
      ran += jobs.length;
      if (jobs.length < batch) return ran;
    }
  }

  return {
    worker,
    /** Runs what is due now, once (one look at a time on this instance); how many jobs ran. */
    runDue(): Promise<number> {
      running ??= look().finally(() => {
        running = null;
      });
      return running;
    },
    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        void this.runDue().catch(() => undefined);
      }, options.pollMs ?? 5000).unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type JobRunner = ReturnType<typeof jobRunner>;
