import { sql, type Kysely } from 'kysely';

/**
 * System-user administration (spec §4 "User approval lifecycle"). app_user (001) already has
 * uid, email, name, phone, level, place, rights, status, approved_by/at and
 * updated_by/at (the "changed by/at" of every admin change); this adds the place a person asks
 * for when requesting access, and an index for the unapproved list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table app_user
      add column requested_location_id integer references location (location_id)
        on delete set null`.execute(db);
  await sql`create index app_user_status_idx on app_user (status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index app_user_status_idx`.execute(db);
  await sql`alter table app_user drop column requested_location_id`.execute(db);
}
