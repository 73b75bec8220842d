import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobHandler } from '../../jobs/jobRunner';
import { sendPush, vapidKeys, type PushTarget, type VapidKeys } from '../../jobs/webPush';
import { enqueueForMessages } from './messageJobs';

export const PUSH_JOB = 'push';

/** The push of each message just sent whose person has a device subscribed. */
export const enqueuePushes = (trx: Transaction<Database>, sent: readonly number[], now: Date) =>
  enqueueForMessages(
    trx,
    PUSH_JOB,
    sent,
    now,
    sql`exists (select 1 from push_subscription s where s.user_id = m.user_id)`,
  );

/**
 * Sends a message to every device its person subscribed (issue 47): Marathi title and body, the
 * month's link to open on a tap. A device the push service says is gone loses its
 * subscription; any other failure retries the job (a device reached twice shows the message
 * once: the worker tags it with the message's id).
 */
export function pushHandler(): JobHandler {
  let keys: VapidKeys | null = null;
  return async (trx, job) => {
    const id = Number((job.payload as { message?: unknown }).message);
    const { rows } = await sql<{ title: string; body: string; link: string; user_id: number }>`
      select m.title, m.body, m.link, m.user_id from inbox_message m
      join app_user u on u.user_id = m.user_id and u.status = 'active'
      where m.id = ${id}`.execute(trx);
    const message = rows[0];
    if (!message) return;
    const { rows: devices } = await sql<PushTarget>`
      select endpoint, p256dh, auth from push_subscription
      where user_id = ${message.user_id}`.execute(trx);
    keys ??= await vapidKeys(trx);
    const body = { id, title: message.title, body: message.body, link: message.link };
    for (const device of devices) {
      if ((await sendPush(keys, device, body)) === 'gone') {
        await sql`delete from push_subscription where endpoint = ${device.endpoint}`.execute(trx);
      }
    }
  };
}
