import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { holdApprovals } from '../rollups/approvedMonths';

/**
 * Locks the units' rows until the transaction ends, in id order (so two writers never wait on
 * each other crosswise), and answers the ids still live. Every write that moves roll-ups by a
 * unit's "before" state takes this first and reads that state after it (issue 17): a writer
 * changing the unit takes `update`, a gathering save reading its place and sub-type `share`.
 * A writer holds the approvals' lock first: no approval begins while it checks and moves them.
 */
export async function lockUnits(
  trx: Kysely<Database>,
  ids: readonly number[],
  mode: 'update' | 'share',
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  if (mode === 'update') await holdApprovals(trx);
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const { rows } = await sql<{ sankalp_id: number; live: boolean }>`
    select sankalp_id, deleted_at is null as live from sankalp
    where sankalp_id in (${sql.join(sorted)})
    order by sankalp_id
    for ${mode === 'update' ? sql`update` : sql`share`}`.execute(trx);
  return new Set(rows.filter((r) => r.live).map((r) => r.sankalp_id));
}
