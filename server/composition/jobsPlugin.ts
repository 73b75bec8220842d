import type { FastifyInstance } from 'fastify';
import { clockNow } from '../../src/domain/clock';
import { codeCountForms, type CountFormDeclaration } from '../../src/domain/engine';
import { jobRunner, type JobHandler, type JobRunner } from '../jobs/jobRunner';
import { planReminders, REMINDER_JOB, sendReminder } from '../engine/services/reminders';
import { moduleRegistry } from '../engine/services/moduleRegistry';
import { shared } from '../plugins/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared jobs table's runner on this instance (tests drive it with `runDue`). */
    jobs: JobRunner;
  }
}

/** Every kind of job and its handler; a later background task adds its own here. */
export const JOB_HANDLERS: ReadonlyMap<string, JobHandler> = new Map([
  [REMINDER_JOB, sendReminder],
]);

/** How often the reminders are planned at most (a moved clock plans at once). */
const PLAN_EVERY_MS = 60_000;

/**
 * The job runner: it plans what fell due and runs due jobs every `pollMs` when `poll` is on
 * (the served app); tests run it by hand. Stopped with the app.
 */
export const jobsPlugin = shared(
  async (app: FastifyInstance, opts: { poll?: boolean; pollMs?: number }) => {
    let planned: number | null = null;
    // its own reader of the defined modules: the API's registry lives in the routes' scope
    const modules = moduleRegistry(app.database.kysely);
    const runner = jobRunner(app.database.kysely, JOB_HANDLERS, {
      now: clockNow,
      pollMs: opts.pollMs,
      async plan(db, now) {
        const at = now.getTime();
        if (planned !== null && at >= planned && at - planned < PLAN_EVERY_MS) return;
        planned = at;
        const forms = (await modules.live()).filter(
          (d): d is CountFormDeclaration => d.kind === 'countForm',
        );
        await planReminders(db, now, [...codeCountForms(), ...forms]);
      },
    });
    app.decorate('jobs', runner);
    if (opts.poll) app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
);
