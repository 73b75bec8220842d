import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Enqueues one job of `kind` per in-app message just sent (`sent`: their ids) that `wanted`
 * holds for (a condition over the message `m` and its person `u`), keyed by the message: a
 * reminder step run again adds none. Each channel beside the inbox (e-mail, push) is such a job.
 */
export async function enqueueForMessages(
  trx: Transaction<Database>,
  kind: string,
  sent: readonly number[],
  now: Date,
  wanted: RawBuilder<unknown>,
) {
  if (!sent.length) return;
  await sql`
    insert into job (kind, key, payload, run_at)
    select ${kind}, 'inbox:' || m.id, jsonb_build_object('message', m.id),
      ${now.toISOString()}::timestamptz
    from inbox_message m join app_user u on u.user_id = m.user_id
    where m.id in (${sql.join(sent)}) and ${wanted}
    on conflict (kind, key) where key is not null do nothing`.execute(trx);
}
