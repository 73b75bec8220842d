import type { FastifyInstance } from 'fastify';
import { clockNow } from '../../src/domain/clock';
import { codeCountForms, type CountFormDeclaration } from '../../src/domain/engine';
import { jobRunner, type JobHandler, type JobRunner } from '../jobs/jobRunner';
import { emailHandler, EMAIL_JOB } from '../engine/services/reminderEmail';
import { pushHandler, PUSH_JOB } from '../engine/services/reminderPush';
import { planReminders, reminderHandler, REMINDER_JOB } from '../engine/services/reminders';
import type { Mailer } from '../jobs/mailer';
import { moduleRegistry } from '../engine/services/moduleRegistry';
import { shared } from '../plugins/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared jobs table's runner on this instance (tests drive it with `runDue`). */
    jobs: JobRunner;
    /** The channels reminders go out on besides the inbox (e-mail: an SMTP server is set). */
    reminderChannels: { email: boolean };
  }
}

/**
 * Every kind of job and its handler; a later background task adds its own here. Reminders
 * enqueue an e-mail per message when a mailer is set, and a push per message to subscribed
 * devices.
 */
export const jobHandlers = (mailer: Mailer | undefined, appUrl: string) =>
  new Map<string, JobHandler>([
    [REMINDER_JOB, reminderHandler({ email: mailer !== undefined, push: true })],
    [PUSH_JOB, pushHandler()],
    ...(mailer ? [[EMAIL_JOB, emailHandler(mailer, appUrl)] as const] : []),
  ]);

/** The handlers with no mailer (tests run a second instance with them). */
export const JOB_HANDLERS: ReadonlyMap<string, JobHandler> = jobHandlers(undefined, '');

/** How often the reminders are planned at most (a moved clock plans at once). */
const PLAN_EVERY_MS = 60_000;

/**
 * The job runner: it plans what fell due and runs due jobs every `pollMs` when `poll` is on
 * (the served app); tests run it by hand. Stopped with the app.
 */
export const jobsPlugin = shared(
  async (
    app: FastifyInstance,
    opts: { poll?: boolean; pollMs?: number; mailer?: Mailer; appUrl: string },
  ) => {
    let planned: number | null = null;
    // its own reader of the defined modules: the API's registry lives in the routes' scope
    const modules = moduleRegistry(app.database.kysely);
    const runner = jobRunner(app.database.kysely, jobHandlers(opts.mailer, opts.appUrl), {
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
    app.decorate('reminderChannels', { email: opts.mailer !== undefined });
    if (opts.poll) app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => {
      await runner.stop();
      opts.mailer?.close();
    });
  },
);
