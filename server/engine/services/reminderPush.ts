import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobHandler } from '../../jobs/jobRunner';
import { sendPush, vapidKeys, type PushTarget, type VapidKeys } from '../../jobs/webPush';

export const PUSH_JOB = 'push';

/**
 * Enqueues one push job per in-app message just sent (`sent`: their ids) whose person has a
 * device subscribed. Keyed by the message: a step run again adds none.
 */
export async function enqueuePushes(
  trx: Transaction<Database>,
  sent: readonly number[],
  now: Date,
) {
  if (!sent.length) return;
  await sql`
    insert into job (kind, key, payload, run_at)
    select ${PUSH_JOB}, 'inbox:' || m.id, jsonb_build_object('message', m.id),
      ${now.toISOString()}::timestamptz
    from inbox_message m
    where m.id in (${sql.join(sent)})
      and exists (select 1 from push_subscription s where s.user_id = m.user_id)
    on conflict (kind, key) where key is not null do nothing`.execute(trx);
}

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
