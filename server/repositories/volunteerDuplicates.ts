import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface DuplicateQuery {
  firstName: string;
  surname: string;
  /** ASCII digits. */
  mobile: string;
  excludeId?: number;
}

export interface DuplicateVolunteer {
  id: number;
  firstName: string;
  surname: string;
  mobile: number;
  location: string;
  location_id: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Live volunteers under `rootPath` with the same names (trimmed, any case) and mobile. */
export function volunteerDuplicatesRepository(db: Kysely<Database>) {
  return {
    async find(rootPath: string, query: DuplicateQuery): Promise<DuplicateVolunteer[]> {
      let select = db
        .selectFrom('volunteer as v')
        .innerJoin('location as l', 'l.location_id', 'v.location_id')
        .where('v.deleted_at', 'is', null)
        .where('v.location_path', 'like', `${escapeLike(rootPath)}%`)
        .where('v.mobile', '=', query.mobile)
        .where(sql`lower(trim(v."firstName"))`, '=', query.firstName.trim().toLowerCase())
        .where(sql`lower(trim(v."surname"))`, '=', query.surname.trim().toLowerCase());
      if (query.excludeId) select = select.where('v.id', '<>', query.excludeId);
      const rows = await select
        .select(['v.id', 'v.firstName', 'v.surname', 'v.mobile', 'v.location_id'])
        .select('l.localized_name as location')
        .orderBy('v.id')
        .limit(20)
        .execute();
      return rows.map((r) => ({ ...r, mobile: Number(r.mobile) }));
    },
  };
}
