import type { Kysely } from 'kysely';
import type { Database, UserStatus } from '../db/schema';
import { insertPendingUser } from './pendingUser';

/** A user row with what every request needs about its place and level. */
export interface UserWithPlace {
  user_id: number;
  firebase_uid: string | null;
  email: string;
  name: string | null;
  phone: string | null;
  admin: boolean;
  writeallowed: boolean;
  karyalay_pramukh: boolean;
  status: UserStatus;
  level_id: number | null;
  level_name: string | null;
  location_id: number | null;
  localized_name: string | null;
  name_suffix: string | null;
  path: string | null;
}

export function usersRepository(db: Kysely<Database>) {
  return {
    async findByFirebaseUid(uid: string): Promise<UserWithPlace | undefined> {
      return db
        .selectFrom('app_user as u')
        .leftJoin('location as l', 'l.location_id', 'u.location_id')
        .leftJoin('level as v', (join) =>
          join.on((eb) => eb('v.level_id', '=', eb.fn.coalesce('l.level_id', 'u.level_id'))),
        )
        .select([
          'u.user_id',
          'u.firebase_uid',
          'u.email',
          'u.name',
          'u.phone',
          'u.admin',
          'u.writeallowed',
          'u.karyalay_pramukh',
          'u.status',
          'v.level_id',
          'v.name as level_name',
          'l.location_id',
          'l.localized_name',
          'l.name_suffix',
          'l.path',
        ])
        .where('u.firebase_uid', '=', uid)
        .executeTakeFirst();
    },

    /** Records a sign-up as pending; false when the email has a row or the sign-in was deleted. */
    async createPending(uid: string, email: string): Promise<boolean> {
      return (await insertPendingUser(db, { firebase_uid: uid, email })) !== null;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
