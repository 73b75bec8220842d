import { sql, type Kysely, type Transaction } from 'kysely';
import {
  codeCountForms,
  countFormByName,
  countPeriodKind,
  expectedLevel,
  moduleNameKey,
  policyOf,
  type CountFormDeclaration,
} from '../../../src/domain/engine';
import { isoDate } from '../../../src/domain/calendar';
import { indiaToday } from '../../../src/domain/dates';
import {
  completenessLink,
  dueDay,
  periodNameOf,
  periodText,
  stepsToPlan,
} from '../../../src/domain/periods';
import type { Database } from '../../db/schema';
import { jobQueue, type JobRow, type NewJob } from '../../jobs/jobQueue';
import type { JobHandler } from '../../jobs/jobRunner';
import { enqueueEmails } from './reminderEmail';
import { enqueuePushes } from './reminderPush';
import { translateMr, translateMrFor } from '../../shared/translateMr';

export const REMINDER_JOB = 'reminder';

interface ReminderPayload {
  form: string;
  year: string;
  part: string;
  offset: number;
  escalate: boolean;
  /** The form's entry level and the month's entry link, as planned: a form made in the
   * browser is not in the code's catalogue when its job runs. */
  level?: number;
  link?: string;
  /** Its name in Marathi: a browser-made form's own words are its declaration's. */
  formName?: string;
}

/** A form's entry screen for a period (the reminder's link). */
function entryLink(d: CountFormDeclaration, year: string, part: string) {
  const presets = d.menu.presets ?? [];
  const axis = d.axis;
  const own = axis ? presets.find((p) => p.preset[axis] === part) : undefined;
  const path = d.path ?? (own ?? presets[0])?.path ?? `/${d.name}`;
  const month = d.period === 'month' ? `&month=${part}` : '';
  return `${path}?year=${year}${month}`;
}

/**
 * What falls due by `now`: for every count form with approval and reminders (the code's, and
 * `forms` beside them), each open period's steps whose day came, one job each — keyed, so
 * every instance planning the same step enqueues it once.
 */
export async function planReminders(
  db: Kysely<Database>,
  now: Date,
  forms: readonly CountFormDeclaration[] = codeCountForms(),
): Promise<void> {
  const today = isoDate(indiaToday(now));
  const jobs: NewJob[] = [];
  for (const d of forms) {
    const policy = policyOf(d);
    if (!policy.approval || !policy.reminders) continue;
    const kind = countPeriodKind(d);
    for (const period of kind.open(indiaToday(now), policy)) {
      const due = dueDay(kind.monthOf(period).last, policy.dueAfterDays ?? 0)!;
      const part = period.part ?? (period.month === undefined ? '' : String(period.month));
      for (const step of stepsToPlan(policy.reminders, due, today)) {
        const payload: ReminderPayload = {
          form: d.name,
          year: period.year,
          part,
          offset: step.offset,
          escalate: step.escalate,
          level: expectedLevel(d),
          link: entryLink(d, period.year, part),
          formName: translateMrFor(d)(moduleNameKey(d.name)),
        };
        jobs.push({
          kind: REMINDER_JOB,
          key: `${d.name}:${period.year}:${part}:${step.offset}`,
          payload: { ...payload },
        });
      }
    }
  }
  await jobQueue.enqueue(db, jobs, now);
}

/**
 * One step of a period's reminders, in the transaction that marks its job done: the expected
 * places not submitted, read now (a place that submitted a minute ago is not reminded), each
 * office there one message; at an escalating step also each office above one digest of its
 * pending places. Keyed per person and step: a step run again sends nothing twice.
 */
export function reminderHandler(channels: ReminderChannels): JobHandler {
  return (trx, job, now) => sendStep(trx, job, channels, now);
}

/** The channels besides the inbox a step enqueues a job for, per message. */
export interface ReminderChannels {
  email: boolean;
  push: boolean;
}

async function sendStep(
  trx: Transaction<Database>,
  job: JobRow,
  channels: ReminderChannels,
  now: Date,
): Promise<void> {
  const p = job.payload as unknown as ReminderPayload;
  const d = countFormByName(p.form);
  const level = p.level ?? (d && expectedLevel(d));
  const link = p.link ?? (d && entryLink(d, p.year, p.part));
  if (level === undefined || link === undefined) return;
  const form = p.formName ?? translateMr(moduleNameKey(p.form));
  const period = periodText(periodNameOf(p.year, p.part), (k, args) =>
    translateMr(k, args as Record<string, string | number>),
  );
  // the texts with the place, the count and the places left as %{…}: filled in by the statement
  const said = (k: string) => translateMr(`app.inbox.${k}`, { form, period });
  const key = `${REMINDER_JOB}:${job.key}`;
  // one statement: the pending places, a message to each (the entry's link), at an escalating
  // step a digest to each office above them (the form's completeness there), and every active
  // person there one row
  const { rows: sent } = await sql<{ id: number }>`
    with pending as (
      select l.location_id, l.parent_id, l.path, l.localized_name || ' ' || l.name_suffix as name
      from location l
      where l.level_id = ${level} and l.closed_on is null
        and not exists (
          select 1 from period_status s
          where s.module = ${p.form} and s.year = ${p.year} and s.part = ${p.part}
            and s.location_id = l.location_id and s.submitted_on is not null)
    ),
    message as (
      select location_id as place, ${said('reminder.title')} as title,
        replace(${said('reminder.body')}, '%{place}', name) as body, ${link} as link
      from pending
      union all
      select parent_id, replace(${said('digest.title')}, '%{count}', count(*)::text),
        replace(${said('digest.body')}, '%{places}', string_agg(name, ', ' order by path)),
        ${completenessLink(p.form, p.year, p.part)}
      from pending where ${p.escalate} and parent_id is not null
      group by parent_id
    )
    insert into inbox_message (user_id, key, title, body, link)
    select u.user_id, ${key} || ':' || m.place, m.title, m.body, m.link
    from message m join app_user u on u.location_id = m.place and u.status = 'active'
    on conflict (user_id, key) do nothing
    returning id`.execute(trx);
  const ids = sent.map((r) => Number(r.id));
  if (channels.email) await enqueueEmails(trx, ids, now);
  if (channels.push) await enqueuePushes(trx, ids, now);
}
