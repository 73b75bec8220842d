import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobHandler } from '../../jobs/jobRunner';
import type { Mailer } from '../../jobs/mailer';
import { translateMr } from '../../shared/translateMr';
import { enqueueForMessages } from './messageJobs';

export const EMAIL_JOB = 'email';

/** The e-mail of each message just sent, for those who keep e-mail on (no row: on). */
export const enqueueEmails = (trx: Transaction<Database>, sent: readonly number[], now: Date) =>
  enqueueForMessages(
    trx,
    EMAIL_JOB,
    sent,
    now,
    sql`u.email like '%@%' and coalesce(
      (select p.email from notify_preference p where p.user_id = m.user_id), true)`,
  );

interface Row {
  id: number;
  title: string;
  body: string;
  link: string;
  email: string;
  wants: boolean;
  active: boolean;
}

/**
 * Sends a message by e-mail (issue 47). The person's choice and status are read again as it is
 * sent (turned off since: nothing sent). The Message-ID is the message's own: should an instance
 * die between the send and its commit, the send that follows repeats it, and mail programs show
 * one.
 */
export function emailHandler(mailer: Mailer, appUrl: string): JobHandler {
  return async (trx, job) => {
    const id = Number((job.payload as { message?: unknown }).message);
    const { rows } = await sql<Row>`
      select m.id::int, m.title, m.body, m.link, u.email,
        coalesce(p.email, true) as wants, u.status = 'active' as active
      from inbox_message m join app_user u on u.user_id = m.user_id
      left join notify_preference p on p.user_id = m.user_id
      where m.id = ${id}`.execute(trx);
    const row = rows[0];
    if (!row || !row.wants || !row.active) return;
    await mailer.send({
      to: row.email,
      subject: row.title,
      text: [
        row.body,
        '',
        translateMr('app.inbox.email.open', { url: `${appUrl}${row.link}` }),
        '',
        translateMr('app.inbox.email.footer'),
      ].join('\n'),
      messageId: `<inbox-${row.id}@sampark-nond.invalid>`,
    });
  };
}
