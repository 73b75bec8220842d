import type { Kysely } from 'kysely';
import { retrail, TRAILED } from './031_change_trail';
import { CHECK_REASON_TRAIL } from './032_check_reasons';
import { CHECK_NOTE_TRAIL } from './033_check_notes';

/**
 * The trail's functions name each table's columns one by one instead of building the whole row
 * and deleting its bookkeeping: a bulk add of 1 000 volunteers spent most of its trail there
 * (docs/decisions.md "One trail of changes"). Same entries as before.
 */
const ALL = { ...TRAILED, check_reason: CHECK_REASON_TRAIL, check_note: CHECK_NOTE_TRAIL };

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, trailed] of Object.entries(ALL)) await retrail(db, table, trailed);
}

// the functions of 031 built the same entries: nothing to put back
export async function down(): Promise<void> {}
