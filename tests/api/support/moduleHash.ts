import { sql } from 'kysely';
import type { DatabaseHandle } from '../../../server/db/createDatabase';

/**
 * A hash of every stored row of records and roll-ups of the modules but `except` (or of that
 * one only, with `only`): a publish must leave them as they were (issue 24).
 */
export async function moduleHash(
  db: DatabaseHandle,
  only: string,
  except = false,
): Promise<string> {
  const op = except ? sql`<>` : sql`=`;
  const { rows } = await sql<{ hash: string | null }>`
    select md5(string_agg(line, '|' order by line)) as hash from (
      select concat_ws(',', 'e', id, entity, location_id, data::text, version, deleted_at) as line
        from entity_record where entity ${op} ${only}
      union all
      select concat_ws(',', 'c', id, entity, year, part, subject_id, data::text, sums::text, version)
        from count_record where entity ${op} ${only}
      union all
      select concat_ws(',', 'r', entity, year, part, location_id, field, value)
        from count_rollup where entity ${op} ${only}
    ) lines`.execute(db.kysely);
  return rows[0]?.hash ?? '';
}
