import { sql, type Kysely } from 'kysely';
import type { UnitStatus } from '../../../src/domain/modules/gathering';
import { ekak } from '../../../src/domain/modules/gathering/ekak';
import type { Database } from '../../db/schema';
import { selectRows, where } from './unitRecordColumns';
import { versionText } from '../../repositories/version';
import type { UnitFields } from '../../../src/domain/modules/gathering';

export type { UnitFields };

export interface UnitFilter {
  ekak_type_id?: number;
  ekak_sub_type_id?: number;
  status?: UnitStatus;
}

const FILTERED = ['ekak_type_id', 'ekak_sub_type_id', 'status'] as const;

/** The spec's filters as the register's standard filters on its declared fields. */
const filterFields = (filter: UnitFilter) =>
  FILTERED.filter((name) => filter[name] !== undefined && filter[name] !== null).map((name) => ({
    field: ekak.fields.find((f) => f.name === name)!,
    values: [filter[name]!],
  }));

/**
 * The spec's reads of units (its list and one unit): the units' register's own select (its
 * store's, server/engine/repositories/unitRecordColumns.ts) with the place's level and the
 * spec's version text; their writes are the register's too.
 */
export function unitsRepository(db: Kysely<Database>) {
  const select = () =>
    selectRows(db).select(['l.level_id', versionText(sql`e.updated_at`).as('version_text')]);

  return {
    async findById(id: number) {
      return select().where('e.sankalp_id', '=', id).executeTakeFirst();
    },

    /** Their places, the deleted ones too: deleting a unit twice (a double click) is no error. */
    async findByIdsWithDeleted(ids: readonly number[]) {
      if (!ids.length) return [];
      return db
        .selectFrom('sankalp as e')
        .innerJoin('location as l', 'l.location_id', 'e.location_id')
        .select(['e.sankalp_id as id', 'l.path as location_path'])
        .where('e.sankalp_id', 'in', ids)
        .execute();
    },

    /** The live units of a subtree, in the spec's order: by place, then by name. */
    async list(rootPath: string, filter: UnitFilter) {
      return where(select(), { rootPath, fields: filterFields(filter) })
        .orderBy('l.path')
        .orderBy('e.localized_name')
        .orderBy('e.sankalp_id')
        .execute();
    },
  };
}

export type UnitsRepository = ReturnType<typeof unitsRepository>;
/** A unit as the spec's reads find it. */
export type UnitRow = NonNullable<Awaited<ReturnType<UnitsRepository['findById']>>>;
