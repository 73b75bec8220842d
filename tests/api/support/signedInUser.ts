import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { SignedInUser } from '../../../server/plugins/auth';
import { demoAccount } from '../../../server/seed';

/** A demo account as the routes see it once signed in (for calling services directly). */
export async function signedInUser(db: Kysely<Database>, key: string): Promise<SignedInUser> {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('location as l', 'l.location_id', 'u.location_id')
    .selectAll('u')
    .select(['l.level_id', 'l.localized_name', 'l.name_suffix', 'l.path'])
    .where('u.email', '=', demoAccount(key).email)
    .executeTakeFirstOrThrow();
  return { ...row, level_name: '' } as unknown as SignedInUser;
}
