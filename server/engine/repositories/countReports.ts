import { sql, type Kysely } from 'kysely';
import type { PlaceKind } from '../../../src/domain/report';
import type { Database } from '../../db/schema';
import type { PlaceRow } from '../../repositories/locations';

export interface FigureRow {
  location_id: number;
  field: string;
  value: string;
  changed_at: Date;
}

/** Roll-up report reads: only the roll-up rows of the chosen place's children. */
export function countReportsRepository(db: Kysely<Database>) {
  return {
    async children(placeId: number): Promise<PlaceRow[]> {
      const rows = await db
        .selectFrom('location')
        .select(['location_id', 'parent_id', 'level_id', 'localized_name', 'name_suffix', 'path'])
        .where('parent_id', '=', placeId)
        .orderBy(sql`localized_name collate "C"`)
        .orderBy('location_id')
        .execute();
      return rows;
    },

    /** The figures of a module and period of these places. */
    async figures(entity: string, year: string, part: string, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return (await db
        .selectFrom('count_rollup')
        .select(['location_id', 'field', 'value', 'changed_at'])
        .where('entity', '=', entity)
        .where('year', '=', year)
        .where('part', '=', part)
        .where('location_id', 'in', ids)
        .execute()) as unknown as FigureRow[];
    },

    /** Places of these kinds under each place (place_totals, kept with the tree). */
    async kindTotals(
      ids: readonly number[],
      kinds: readonly PlaceKind[],
    ): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const sum = sql.join(
        kinds.map((k) => sql.ref(`t.${k}`)),
        sql` + `,
      );
      const { rows } = await sql<{ location_id: number; n: number }>`
        select t.location_id, (${sum})::int as n from place_totals t
        where t.location_id in (${sql.join(ids)})`.execute(db);
      return new Map(rows.map((r) => [r.location_id, Number(r.n)]));
    },

    /** Places of these levels under each place, counted (levels place_totals does not keep). */
    async levelCounts(
      places: readonly PlaceRow[],
      levels: readonly number[],
    ): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      for (const p of places) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from location
          where path like ${`${p.path}%`} and level_id in (${sql.join(levels)})`.execute(db);
        out.set(p.location_id, rows[0].n);
      }
      return out;
    },
  };
}

export type CountReportsRepository = ReturnType<typeof countReportsRepository>;
