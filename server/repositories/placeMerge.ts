import { sql, type Kysely } from 'kysely';
import type { Contribution } from '../../src/domain/engine';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** A record's share as the merge moves it: its module, period and figures. */
export interface MovedShare {
  entity: string;
  year: string;
  part: string;
  sums: Contribution;
}

/**
 * What a merge moves from the merged place to the one kept (issue 27), in the caller's
 * transaction; the roll-ups follow in the service.
 */
export const placeMerge = {
  async childrenOf(trx: Db, id: number): Promise<number[]> {
    const rows = await trx
      .selectFrom('location')
      .select('location_id')
      .where('parent_id', '=', id)
      .orderBy('location_id')
      .execute();
    return rows.map((r) => r.location_id);
  },

  /** The units of the place, deleted ones too (their attendance still counts). */
  async unitsAt(trx: Db, id: number): Promise<number[]> {
    const rows = await trx
      .selectFrom('sankalp')
      .select('sankalp_id')
      .where('location_id', '=', id)
      .orderBy('sankalp_id')
      .execute();
    return rows.map((r) => r.sankalp_id);
  },

  async moveUnits(trx: Db, ids: readonly number[], intoId: number) {
    if (ids.length === 0) return;
    await trx
      .updateTable('sankalp')
      .set({ location_id: intoId })
      .where('sankalp_id', 'in', ids)
      .execute();
  },

  /**
   * Moves the place's count-form records of unit subjects and its register records to the
   * place kept; answers the shares (of those that count) that moved.
   */
  async moveRecords(
    trx: Db,
    from: number,
    into: { location_id: number; path: string },
    unitForms: readonly string[],
  ): Promise<MovedShare[]> {
    const counts = unitForms.length
      ? (
          await sql<MovedShare>`
            update count_record set location_id = ${into.location_id}, location_path = ${into.path}
            where location_id = ${from} and entity in (${sql.join([...unitForms])})
            returning entity, year, part, sums`.execute(trx)
        ).rows
      : [];
    const registers = (
      await sql<MovedShare & { live: boolean }>`
        update entity_record set location_id = ${into.location_id}, location_path = ${into.path}
        where location_id = ${from}
        returning entity, rollup_year as year, '' as part, sums, deleted_at is null as live`.execute(
        trx,
      )
    ).rows.filter((r) => r.live && r.year && r.sums);
    return [...counts.filter((c) => c.sums), ...registers];
  },

  /** Volunteers and users of the place go to the one kept (triggers move the volunteer counts). */
  async movePeople(trx: Db, from: number, into: { location_id: number; path: string }) {
    await trx
      .updateTable('volunteer')
      .set({ location_id: into.location_id, location_path: into.path })
      .where('location_id', '=', from)
      .execute();
    await trx
      .updateTable('app_user')
      .set({ location_id: into.location_id })
      .where('location_id', '=', from)
      .execute();
    await trx
      .updateTable('app_user')
      .set({ requested_location_id: into.location_id })
      .where('requested_location_id', '=', from)
      .execute();
  },

  /**
   * The place's monthly gathering records join the kept place's: a month only the merged place
   * had becomes the kept place's; a month both had keeps the kept one's record, with the
   * merged one's units' attendance under it.
   */
  async mergeGatherings(trx: Db, from: number, into: number) {
    await sql`
      update sanghik_upstiti a set sanghik_id = k.sanghik_id
      from sanghik m join sanghik k on k.location_id = ${into} and k.year = m.year
        and k.month = m.month
      where m.location_id = ${from} and a.sanghik_id = m.sanghik_id`.execute(trx);
    await sql`
      delete from sanghik m where m.location_id = ${from} and exists (
        select 1 from sanghik k where k.location_id = ${into} and k.year = m.year
          and k.month = m.month)`.execute(trx);
    await sql`update sanghik set location_id = ${into} where location_id = ${from}`.execute(trx);
  },
};
