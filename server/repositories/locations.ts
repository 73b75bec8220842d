import { sql, type Kysely } from 'kysely';
import { escapeLike } from '../db/escapeLike';
import type { Database } from '../db/schema';
import { underNoneOf } from '../rollups/openPlaces';

export interface PlaceRow {
  location_id: number;
  parent_id: number | null;
  level_id: number;
  localized_name: string;
  name_suffix: string;
  path: string;
}

export interface PlaceWithChildCount extends PlaceRow {
  child_count: number;
  /** The day it closed (yyyy-mm-dd), when it did. */
  closed_on: string | null;
}

const PLACE_COLUMNS = [
  'l.location_id',
  'l.parent_id',
  'l.level_id',
  'l.localized_name',
  'l.name_suffix',
  'l.path',
] as const;

/** How many ids a path holds: '/1/5/9/' → 3, i.e. the place's depth counted from 1. */
const idsInPath = sql<number>`(length(l.path) - length(replace(l.path, '/', '')) - 1)`;
const byName = sql`l.localized_name collate "C"`;

export function locationsRepository(db: Kysely<Database>) {
  /** Paths of the closed places strictly below `rootPath` (a closed root is shown when asked). */
  const closedBelow = async (rootPath: string): Promise<string[]> =>
    (
      await db
        .selectFrom('location')
        .select('path')
        .where('closed_on', 'is not', null)
        .where('path', 'like', `${rootPath}%`)
        .where('path', '<>', rootPath)
        .execute()
    ).map((r) => r.path);

  return {
    async findById(locationId: number): Promise<PlaceRow | undefined> {
      return db
        .selectFrom('location as l')
        .select(PLACE_COLUMNS)
        .where('l.location_id', '=', locationId)
        .executeTakeFirst();
    },

    /**
     * The place at `rootPath` and its descendants down to `depth` levels below it (all when
     * undefined), parents before children and siblings by name, each with its child count.
     */
    async subtree(
      rootPath: string,
      depth?: number,
      withClosed = false,
    ): Promise<PlaceWithChildCount[]> {
      const rootIds = rootPath.split('/').length - 2;
      const openChild = withClosed ? sql`true` : sql`c.closed_on is null`;
      let query = db
        .selectFrom('location as l')
        .select(PLACE_COLUMNS)
        .select(
          sql<number>`(select count(*)::int from location c
            where c.parent_id = l.location_id and ${openChild})`.as('child_count'),
        )
        .select(sql<string | null>`to_char(l.closed_on, 'YYYY-MM-DD')`.as('closed_on'))
        .where('l.path', 'like', `${rootPath}%`);
      if (depth !== undefined) query = query.where(idsInPath, '<=', rootIds + depth);
      if (!withClosed) query = query.where(underNoneOf(await closedBelow(rootPath)));
      return query.orderBy(idsInPath).orderBy(byName).orderBy('l.location_id').execute();
    },

    /** Places under `rootPath` (itself included) whose name contains `text`. */
    async searchByName(
      rootPath: string,
      text: string,
      limit: number,
      withClosed = false,
    ): Promise<PlaceRow[]> {
      const closed = withClosed ? [] : await closedBelow(rootPath);
      return db
        .selectFrom('location as l')
        .select(PLACE_COLUMNS)
        .where('l.path', 'like', `${rootPath}%`)
        .where(underNoneOf(closed))
        .where('l.localized_name', 'ilike', `%${escapeLike(text)}%`)
        .orderBy('l.level_id')
        .orderBy(byName)
        .orderBy('l.location_id')
        .limit(limit)
        .execute();
    },

    async findByIds(ids: readonly number[]): Promise<PlaceRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('location as l')
        .select(PLACE_COLUMNS)
        .where('l.location_id', 'in', ids)
        .execute();
    },
  };
}

export type LocationsRepository = ReturnType<typeof locationsRepository>;
