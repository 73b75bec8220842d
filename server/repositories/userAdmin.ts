import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { userReads } from './userReads';
import { userWrites } from './userWrites';

export type { ManagedUser } from './userReads';
export type { UserFields } from './userWrites';

/** All SQL of system-user administration (reads in userReads.ts, writes in userWrites.ts). */
export function userAdminRepository(db: Kysely<Database>) {
  return { ...userReads(db), ...userWrites(db) };
}

export type UserAdminRepository = ReturnType<typeof userAdminRepository>;
