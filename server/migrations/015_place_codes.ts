import { sql, type Kysely } from 'kysely';

/**
 * The organisation's own code of a place (issue 27): a geography sheet's rows are matched by it,
 * so importing the same sheet again changes nothing. Places made before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table location add column code text`.execute(db);
  await sql`create unique index location_code_idx on location (code) where code is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table location drop column code`.execute(db);
}
