import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { pathOf } from '../../src/domain/geo';
import { LEVEL, SUFFIX, levelLabel } from '../../src/domain/levels';
import { isEmailAddress } from '../../src/domain/contact';
import type { Database } from '../db/schema';
import { EmailInUse, type IdentityAdmin } from '../auth/identityAdmin';
import { badRequest } from '../appError';
import { rebuildReportRollups } from '../rollups';

export interface FirstAdminInput {
  email: string;
  /** The sign-in's password when one is created; generated when absent. */
  password?: string;
  /** The root place's name when the tree is still empty (the organisation's प्रांत). */
  rootName?: string;
}

/** What `npm run admin:create` did, for it to say. */
export interface FirstAdminResult {
  email: string;
  userId: number;
  root: string;
  createdSignIn: boolean;
  /** Only when the sign-in was created: the password, to be printed once. */
  password?: string;
  createdRoot: boolean;
  /** Whether the user's row changed (false: it already was an active admin at the root). */
  changedUser: boolean;
}

const ADMIN = { admin: true, writeallowed: true, karyalay_pramukh: true } as const;

/** The root place, made (a प्रांत named `name`) when the tree is empty. */
async function rootOf(trx: Transaction<Database>, name: string | undefined) {
  const root = await trx
    .selectFrom('location')
    .selectAll()
    .where('parent_id', 'is', null)
    .orderBy('location_id')
    .executeTakeFirst();
  if (root) return { root, created: false };
  if (!name?.trim()) throw badRequest('the tree is empty: give the root place a name (--root)');
  const { id } = (
    await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('location', 'location_id'))::int as id`.execute(trx)
  ).rows[0]!;
  const made = await trx
    .insertInto('location')
    .values({
      location_id: id,
      parent_id: null,
      level_id: LEVEL.PRANT,
      localized_name: name.trim(),
      name_suffix: SUFFIX.PRANT,
      path: pathOf([id]),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await rebuildReportRollups(trx);
  return { root: made, created: true };
}

/**
 * The organisation's first administrator (issue 27): the sign-in (created if there is none,
 * adopted if there is), an active admin row at the root place with DESIGN §8's rights, and the
 * claims on the sign-in. Running it again changes nothing.
 */
export async function createFirstAdmin(
  db: Kysely<Database>,
  identity: IdentityAdmin,
  input: FirstAdminInput,
): Promise<FirstAdminResult> {
  const email = input.email.trim().toLowerCase();
  if (!isEmailAddress(email)) throw badRequest(`not an email address: ${input.email}`);
  let uid = await identity.findUidByEmail(email);
  const password = uid ? undefined : (input.password ?? randomBytes(9).toString('base64url'));
  if (!uid) {
    // a run at the same moment may have made it first: then it is adopted
    uid = await identity.createUser(email, password, 'प्रशासक').catch(async (error: unknown) => {
      const made = error instanceof EmailInUse ? await identity.findUidByEmail(email) : undefined;
      if (!made) throw error;
      return made;
    });
  }
  const signInUid = uid;

  const done = await db.transaction().execute(async (trx) => {
    // two runs at once on one PostgreSQL must not make two roots or two rows
    await sql`select pg_advisory_xact_lock(hashtext('ssm-first-admin'))`.execute(trx);
    const { root, created } = await rootOf(trx, input.rootName);
    const wanted = {
      ...ADMIN,
      status: 'active' as const,
      level_id: root.level_id,
      location_id: root.location_id,
    };
    const row = await trx
      .selectFrom('app_user')
      .selectAll()
      .where((eb) => eb.or([eb('email', '=', email), eb('firebase_uid', '=', signInUid)]))
      .orderBy('user_id')
      .executeTakeFirst();
    const same =
      row?.firebase_uid === signInUid &&
      (Object.keys(wanted) as (keyof typeof wanted)[]).every((k) => row[k] === wanted[k]);
    if (row && same) return { userId: row.user_id, root, created, changed: false };
    const userId = row
      ? (
          await trx
            .updateTable('app_user')
            .set({
              ...wanted,
              firebase_uid: signInUid,
              approved_at: new Date(),
              updated_at: sql`now()`,
            })
            .where('user_id', '=', row.user_id)
            .returning('user_id')
            .executeTakeFirstOrThrow()
        ).user_id
      : (
          await trx
            .insertInto('app_user')
            .values({
              ...wanted,
              firebase_uid: signInUid,
              email,
              name: 'प्रशासक',
              approved_at: new Date(),
            })
            .returning('user_id')
            .executeTakeFirstOrThrow()
        ).user_id;
    return { userId, root, created, changed: true };
  });
  await identity.setClaims(signInUid, {
    ...ADMIN,
    level_name: levelLabel(done.root.level_id, done.root.name_suffix),
  });
  return {
    email,
    userId: done.userId,
    root: `${done.root.localized_name} ${done.root.name_suffix}`,
    createdSignIn: password !== undefined,
    ...(password !== undefined ? { password } : {}),
    createdRoot: done.created,
    changedUser: done.changed,
  };
}
