import { sql, type Kysely } from 'kysely';

// the volunteers' nine yes/no questions as migration 003 made them
const YES_NO = [
  'isPledge',
  'isCap',
  'isSadara',
  'isWizar',
  'isPosition',
  'isPatta',
  'isPunishment',
  'isDuchaki',
  'isCharChaki',
];

/**
 * A volunteer's yes/no questions may stay unanswered (issue 44, point 12): null beside true and
 * false, in the register and its history; what was stored stays as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['volunteer', 'volunteer_history'])
    for (const column of YES_NO)
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop not null,
        alter column ${sql.ref(column)} drop default`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['volunteer', 'volunteer_history'])
    for (const column of YES_NO) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = false
        where ${sql.ref(column)} is null`.execute(db);
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set not null,
        alter column ${sql.ref(column)} set default false`.execute(db);
    }
}
