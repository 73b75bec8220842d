import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface PendingUser {
  firebase_uid: string;
  email: string;
  name?: string;
  phone?: string;
  requested_location_id?: number;
}

/**
 * Records a pending user unless their sign-in was deleted by an administrator (then a token
 * still valid for an hour must not sign them up again) or a row exists: one statement, so a
 * deletion committed meanwhile is seen. Answers the new row's id, or null.
 */
export async function insertPendingUser(
  db: Kysely<Database>,
  user: PendingUser,
): Promise<number | null> {
  const result = await sql<{ user_id: number }>`
    insert into app_user (firebase_uid, email, name, phone, requested_location_id, status)
    select ${user.firebase_uid}, ${user.email.toLowerCase()}, ${user.name ?? null},
      ${user.phone ?? null}, ${user.requested_location_id ?? null}, 'pending'
    where not exists (
      select 1 from deleted_identity where firebase_uid = ${user.firebase_uid}
    )
    on conflict do nothing
    returning user_id`.execute(db);
  return result.rows[0]?.user_id ?? null;
}
