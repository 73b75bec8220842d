import { sql, type Kysely } from 'kysely';
import type { SanghikSaveItem } from '../../../src/domain/modules/gathering/records';
import { inputsOf } from '../../../src/domain/modules/gathering';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../rollups/treeLock';
import { lockMonths, writeMonths } from './gatheringRecords';
import type { MonthRef } from './sanghikRepository';

/** A month's save as tests and scripts write it straight: the place and the units' counts. */
export interface MonthSave {
  place: { location_id: number; path: string };
  scopePath: string;
  items: readonly SanghikSaveItem[];
}

/**
 * Writes units' months with their roll-ups in one transaction, past the engine's rules (the
 * entry window, scope, plausibility): for tests and scripts that set up a month, not for a
 * user's save — that is /sanghik/add or /sanghik/save.
 */
export function saveSanghik(db: Kysely<Database>, save: MonthSave, m: MonthRef, userId: number) {
  return writeTransaction(db, async (trx) => {
    const ids = save.items.map((i) => i.sankalp_id);
    const { rows } = await sql<{ sankalp_id: number; path: string; ekak_sub_type_id: number }>`
      select u.sankalp_id, l.path, u.ekak_sub_type_id
      from sankalp u join location l on l.location_id = u.location_id
      where u.sankalp_id in (${sql.join(ids)})`.execute(trx);
    const units = new Map(rows.map((r) => [r.sankalp_id, r]));
    const locked = await lockMonths(
      trx,
      m,
      [...ids].sort((a, b) => a - b),
    );
    const writes = save.items.map(({ sankalp_id, sanghik_upstiti }) => {
      const unit = units.get(sankalp_id)!;
      const shown = inputsOf(unit.ekak_sub_type_id);
      const counts = Object.fromEntries(shown.map((f) => [f, sanghik_upstiti[f]]));
      return { ...unit, counts, unusual: false };
    });
    return writeMonths(trx, m, save.place.location_id, writes, locked, userId);
  });
}
