import { sql, type Kysely } from 'kysely';
import { LEVEL_NAMES } from '../../src/domain/levels';

/** The level table is reference data every deployment needs, demo data or not. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = Object.entries(LEVEL_NAMES).map(([id, name]) => sql`(${Number(id)}, ${name})`);
  await sql`
    insert into level (level_id, name) values ${sql.join(rows)}
    on conflict (level_id) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from level`.execute(db);
}
