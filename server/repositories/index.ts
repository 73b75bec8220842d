import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countRecordsRepository } from './countRecords';
import { countReportsRepository } from './countReports';
import { entityRecordsRepository } from './entityRecords';
import { locationsRepository } from './locations';
import { usersRepository } from './users';

export function createRepositories(db: Kysely<Database>) {
  return {
    locations: locationsRepository(db),
    users: usersRepository(db),
    entityRecords: entityRecordsRepository(db),
    countRecords: countRecordsRepository(db),
    countReports: countReportsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
