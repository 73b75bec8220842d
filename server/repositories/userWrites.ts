import { nameChangeAuthor } from '../db/changeAuthor';
import { sql, type Kysely } from 'kysely';
import type { Claims } from '../../src/domain/roles';
import type { UserStatus } from '../../src/domain/users';
import type { Database } from '../db/schema';
import { insertPendingUser } from './pendingUser';

export interface UserFields extends Claims {
  name: string;
  phone: string;
  location_id: number;
  level_id: number;
}

/** The user-admin API's writes; every change records who made it and when. */
export function userWrites(db: Kysely<Database>) {
  return {
    async insertActive(uid: string, email: string, fields: UserFields, by: number) {
      const row = await db
        .insertInto('app_user')
        .values({
          firebase_uid: uid,
          email: email.toLowerCase(),
          ...fields,
          status: 'active',
          approved_by: by,
          approved_at: sql`now()`,
          updated_by: by,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      return row.user_id;
    },

    async update(userId: number, fields: UserFields, by: number): Promise<void> {
      await db
        .updateTable('app_user')
        .set({ ...fields, updated_by: by, updated_at: sql`now()` })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Own contact details only (PUT /user/userUpdate). */
    async updateOwn(userId: number, name: string, phone: string): Promise<void> {
      await db
        .updateTable('app_user')
        .set({ name, phone, updated_by: userId, updated_at: sql`now()` })
        .where('user_id', '=', userId)
        .execute();
    },

    async setStatus(userId: number, status: UserStatus, by: number): Promise<void> {
      await db
        .updateTable('app_user')
        .set({ status, updated_by: by, updated_at: sql`now()` })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Pending users become active at their place (assigned, else the one they asked for). */
    async approve(userIds: readonly number[], by: number): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .updateTable('app_user as u')
        .from('location as l')
        .set((eb) => ({
          status: 'active',
          location_id: eb.ref('l.location_id'),
          level_id: eb.ref('l.level_id'),
          approved_by: by,
          approved_at: sql`now()`,
          updated_by: by,
          updated_at: sql`now()`,
        }))
        .whereRef('l.location_id', '=', (eb) =>
          eb.fn.coalesce('u.location_id', 'u.requested_location_id'),
        )
        .where('u.user_id', 'in', [...userIds])
        .where('u.status', '=', 'pending')
        .returning('u.user_id')
        .execute();
      return rows.map((r) => r.user_id);
    },

    /**
     * Records an access request (name, phone, place asked for) as a pending user: updates the
     * person's pending row, or creates it. Null when the email belongs to someone else or the
     * sign-in was deleted.
     */
    async submitRequest(
      applicant: { uid: string; email: string; userId: number | null },
      request: { name: string; phone: string; location_id: number },
    ): Promise<number | null> {
      const fields = {
        name: request.name,
        phone: request.phone,
        requested_location_id: request.location_id,
      };
      if (applicant.userId !== null) {
        await db
          .updateTable('app_user')
          .set({ ...fields, updated_at: sql`now()` })
          .where('user_id', '=', applicant.userId)
          .where('status', '=', 'pending')
          .execute();
        return applicant.userId;
      }
      return insertPendingUser(db, {
        firebase_uid: applicant.uid,
        email: applicant.email,
        ...fields,
      });
    },

    /** Deletes the users and remembers their sign-ins, so that no token signs them up again. */
    async deleteMany(userIds: readonly number[]): Promise<number> {
      if (userIds.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        await nameChangeAuthor(trx);
        await sql`insert into deleted_identity (firebase_uid)
          select firebase_uid from app_user
          where user_id in (${sql.join(userIds)}) and firebase_uid is not null
          on conflict do nothing`.execute(trx);
        const result = await trx
          .deleteFrom('app_user')
          .where('user_id', 'in', [...userIds])
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
  };
}
