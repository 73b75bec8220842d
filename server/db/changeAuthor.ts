import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import type { ChangeVia } from '../../src/domain/changes';

/** Who is writing and through what: the request's, kept for its transactions. */
export interface ChangeAuthor {
  userId: number | null;
  via: ChangeVia;
  /** False: the writes keep no trail (the benchmark's baseline; never a request's). */
  trail?: false;
}

const current = new AsyncLocalStorage<ChangeAuthor>();

/** Runs the rest of the request (its handler) as the given author. */
export const runAsChangeAuthor = <T>(author: ChangeAuthor, next: () => T): T =>
  current.run(author, next);

/**
 * The SQL that names the transaction's author for the change trail's triggers (transaction
 * local, so a pooled connection carries nothing to the next request). Outside a request (a job,
 * the seed) the trail takes the row's own saver and `system`.
 */
export function changeAuthorSettings() {
  const author = current.getStore() ?? { userId: null, via: 'system' as const };
  return sql`set_config('ssm.who', ${author.userId === null ? '' : String(author.userId)}, true),
    set_config('ssm.via', ${author.via}, true),
    set_config('ssm.trail', ${author.trail === false ? 'off' : ''}, true)`;
}

/** In a transaction that takes no tree lock: names its author (see changeAuthorSettings). */
export async function nameChangeAuthor(trx: Kysely<Database>): Promise<void> {
  await sql`select ${changeAuthorSettings()}`.execute(trx);
}
