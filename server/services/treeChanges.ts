import { sql, type Transaction } from 'kysely';
import { PLACE_KINDS, kindsOf } from '../../src/domain/report';
import type { Database } from '../db/schema';
import { placeWrites } from '../repositories/placeWrites';
import { changePlaceKinds, moveSubtreeRollups, recountPlaceTotals } from '../rollups';
import { closedPaths, underNoneOf } from '../rollups/openPlaces';
import { closedAmong } from '../repositories/placeOpen';
import { ancestorsOf, kindCounts } from '../rollups/kindsSql';

type Trx = Transaction<Database>;

/**
 * A change of the tree with the roll-ups that follow it, in the caller's transaction (which
 * holds lockTreeForChange for a move): the geography import and the place administration both
 * write through these.
 */
export const treeChanges = {
  /** A renamed place; a new suffix may make it another kind (उपखंड ↔ उपखंड नगर). */
  async rename(
    trx: Trx,
    place: { location_id: number; level_id: number; name_suffix: string; path: string },
    name: string,
    suffix: string,
  ) {
    await placeWrites.rename(trx, place.location_id, name, suffix);
    const before = kindsOf(place.level_id, place.name_suffix);
    await changePlaceKinds(
      trx,
      place.location_id,
      place.path,
      before,
      kindsOf(place.level_id, suffix),
    );
  },

  /** A place moved with its subtree: its figures leave its old ancestors for its new ones. */
  async move(trx: Trx, id: number, parentId: number, parentPath: string) {
    const { oldPath, newPath } = await placeWrites.move(trx, id, parentId, parentPath);
    await moveSubtreeRollups(trx, id, oldPath, newPath);
    // under a closed place (an import may put it there) it counts among the places no more
    if ((await closedAmong(trx, [id])) !== null) await recountPlaceTotals(trx, id);
  },

  /** New places (already inserted, at their final paths) counted in their ancestors' totals. */
  async counted(trx: Trx, ids: readonly number[]) {
    if (ids.length === 0) return;
    const cols = sql.join(PLACE_KINDS.map((k) => sql.ref(k)));
    const sums = PLACE_KINDS.map(
      (k) => sql`${sql.ref(k)} = place_totals.${sql.ref(k)} + excluded.${sql.ref(k)}`,
    );
    await sql`
      insert into place_totals (location_id, ${cols})
      select anc.id, ${kindCounts()}
      from location l cross join lateral ${ancestorsOf()} as anc(id)
      where l.location_id = any(${sql.val([...ids])}::int[])
        and ${underNoneOf(await closedPaths(trx))}
      group by anc.id
      on conflict (location_id) do update set ${sql.join(sums)}`.execute(trx);
  },
};
