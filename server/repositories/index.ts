import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { locationsRepository } from './locations';
import { usersRepository } from './users';

export function createRepositories(db: Kysely<Database>) {
  return {
    locations: locationsRepository(db),
    users: usersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
