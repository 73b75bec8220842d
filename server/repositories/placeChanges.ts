import { sql, type Kysely } from 'kysely';
import type { PlaceChange, PlaceChangeAction, PlaceChangeSide } from '../../src/domain/placeAdmin';
import type { Database } from '../db/schema';
import type { PlaceRow } from './locations';

/** The history of the tree's changes on /geo/tree (migration 016). */
export const placeChanges = {
  /** The place, its row locked for the change (a rename and a move of it wait for each other). */
  async locked(
    trx: Kysely<Database>,
    id: number,
  ): Promise<(PlaceRow & { closed_on: string | null }) | undefined> {
    return trx
      .selectFrom('location')
      .select(['location_id', 'parent_id', 'level_id', 'localized_name', 'name_suffix', 'path'])
      .select(sql<string | null>`to_char(closed_on, 'YYYY-MM-DD')`.as('closed_on'))
      .where('location_id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  async record(
    trx: Kysely<Database>,
    change: {
      location_id: number;
      action: PlaceChangeAction;
      before: PlaceChangeSide | null;
      after: PlaceChangeSide;
      /** Null for a change no signed-in person made (an import run from a script). */
      changed_by: number | null;
    },
  ) {
    await trx
      .insertInto('location_change')
      .values({
        ...change,
        before: change.before && JSON.stringify(change.before),
        after: JSON.stringify(change.after),
      })
      .execute();
  },

  /** A place's changes, oldest first, with the name of who made each. */
  async of(db: Kysely<Database>, id: number): Promise<PlaceChange[]> {
    const { rows } = await sql<PlaceChange>`
      select c.change_id, c.location_id, c.action, c.before, c.after,
        to_char(c.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as changed_at,
        u.name as changed_by_name
      from location_change c left join app_user u on u.user_id = c.changed_by
      where c.location_id = ${id}
      order by c.change_id`.execute(db);
    return rows;
  },

  /** Closes the place today (India's day), or reopens it. */
  async setClosed(trx: Kysely<Database>, id: number, closedOn: string | null) {
    await trx
      .updateTable('location')
      .set({ closed_on: closedOn })
      .where('location_id', '=', id)
      .execute();
  },

  /** How many places a subtree holds (the place itself included). */
  async sizeOf(trx: Kysely<Database>, path: string): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from location where path like ${`${path}%`}`.execute(trx);
    return rows[0]!.n;
  },
};
