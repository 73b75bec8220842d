import { sql, type Kysely } from 'kysely';
import { ATTENDANCE_FIELDS } from '../../src/domain/modules/gathering';

/**
 * The attendance sums kept per place and month (sanghik_rollup) as bigint (issue 17): a root's
 * month is the sum of every unit of the state, and with 32 bits one editor could push it past
 * 2³¹ and make every later save of that month fail. Counts of units and places stay integer.
 */
const SUMS = [...ATTENDANCE_FIELDS, 'total'];

const alterTo = (type: 'bigint' | 'integer') =>
  sql.raw(SUMS.map((c) => `alter column ${c} type ${type}`).join(', '));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sanghik_rollup ${alterTo('bigint')}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sanghik_rollup ${alterTo('integer')}`.execute(db);
}
