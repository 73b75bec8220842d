import { sql, type Kysely } from 'kysely';
import type { UnitStatus } from '../../src/domain/gathering';
import type { Database } from '../db/schema';
import { versionText } from './version';
import type { UnitFields } from '../../src/domain/gathering';

export type { UnitFields };

export interface UnitFilter {
  ekak_type_id?: number;
  ekak_sub_type_id?: number;
  status?: UnitStatus;
}

const asDate = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * The spec's reads of units (its list and one unit, with the place); their writes are the
 * units' register's (server/engine/repositories/unitRecords.ts).
 */
export function unitsRepository(db: Kysely<Database>) {
  const selectAny = () =>
    db
      .selectFrom('sankalp as u')
      .innerJoin('location as l', 'l.location_id', 'u.location_id')
      .select([
        'u.sankalp_id',
        'u.localized_name',
        'u.ekak_type_id',
        'u.ekak_sub_type_id',
        'u.location_id',
        'u.meeting_day',
        'u.meeting_time',
        'u.meeting_place',
        'u.notes',
        'u.status',
        'u.version',
        'l.path',
        'l.localized_name as location_name',
        'l.name_suffix',
        'l.level_id',
      ])
      .select([asDate('u.start_date').as('start_date'), asDate('u.status_date').as('status_date')])
      .select(versionText(sql`u.updated_at`).as('updated_at'));
  const select = () => selectAny().where('u.deleted_at', 'is', null);

  return {
    async findById(id: number) {
      return select().where('u.sankalp_id', '=', id).executeTakeFirst();
    },

    async findByIds(ids: readonly number[]) {
      return ids.length ? select().where('u.sankalp_id', 'in', ids).execute() : [];
    },

    /** Also the deleted ones: deleting a unit twice (a double click) is not an error. */
    async findByIdsWithDeleted(ids: readonly number[]) {
      return ids.length ? selectAny().where('u.sankalp_id', 'in', ids).execute() : [];
    },

    async list(rootPath: string, filter: UnitFilter) {
      let query = select().where('l.path', 'like', `${rootPath}%`);
      if (filter.ekak_type_id) query = query.where('u.ekak_type_id', '=', filter.ekak_type_id);
      if (filter.ekak_sub_type_id) {
        query = query.where('u.ekak_sub_type_id', '=', filter.ekak_sub_type_id);
      }
      if (filter.status) query = query.where('u.status', '=', filter.status);
      return query.orderBy('l.path').orderBy('u.localized_name').orderBy('u.sankalp_id').execute();
    },
  };
}

export type UnitsRepository = ReturnType<typeof unitsRepository>;
