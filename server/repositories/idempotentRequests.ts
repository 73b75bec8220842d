import { sql, type Kysely } from 'kysely';
import type { IdempotentWrite } from '../db/idempotentWrite';
import type { Database } from '../db/schema';

export interface KeptAnswer {
  status: number;
  answer: string;
  contentType: string | null;
}

/** The kept requests and answers of the Idempotency-Keys. */
export function idempotentRequestsRepository(db: Kysely<Database>) {
  return {
    /** The kept request of a key; `lost`: kept without an answer for over `lostAfterMs`. */
    find: (userId: number, key: string, lostAfterMs: number) =>
      db
        .selectFrom('idempotent_request')
        .select(['request_hash', 'status', 'answer', 'content_type'])
        .select(
          sql<boolean>`created_at < now() - ${lostAfterMs} * interval '1 millisecond'`.as('lost'),
        )
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst(),

    /** The answer of a write whose key its transaction kept. */
    async keepAnswer(write: IdempotentWrite, answer: KeptAnswer) {
      await db
        .updateTable('idempotent_request')
        .set({ status: answer.status, answer: answer.answer, content_type: answer.contentType })
        .where('user_id', '=', write.userId)
        .where('key', '=', write.key)
        .execute();
    },

    /** Forgets the keys older than `days`: a client resends a lost answer within minutes. */
    async prune(days: number): Promise<number> {
      const { numDeletedRows } = await db
        .deleteFrom('idempotent_request')
        .where(sql<boolean>`created_at < now() - ${days} * interval '1 day'`)
        .executeTakeFirst();
      return Number(numDeletedRows);
    },
  };
}
