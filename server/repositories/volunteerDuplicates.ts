import { sql, type Kysely } from 'kysely';
import { escapeLike } from '../db/escapeLike';
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

/** Names as compared: trimmed, any case. */
const nameKey = (text: string) => text.trim().toLowerCase();

/** Rows matched per statement (three parameters each). */
const MATCH_CHUNK = 2000;

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

    /** For each query (by index) the first live volunteer under `rootPath` it repeats. */
    async findEach(
      rootPath: string,
      queries: readonly DuplicateQuery[],
    ): Promise<Map<number, DuplicateVolunteer>> {
      const found = new Map<number, DuplicateVolunteer>();
      for (let start = 0; start < queries.length; start += MATCH_CHUNK) {
        const chunk = queries.slice(start, start + MATCH_CHUNK);
        const values = chunk.map(
          (q, i) =>
            sql`(${start + i}, ${nameKey(q.firstName)}, ${nameKey(q.surname)}, ${q.mobile})`,
        );
        const { rows } = await sql<DuplicateVolunteer & { at: number }>`
          select distinct on (q.at) q.at, v.id, v."firstName", v.surname, v.mobile::bigint as mobile,
            v.location_id, l.localized_name as location
          from (values ${sql.join(values)}) as q(at, first_name, surname, mobile)
          join volunteer v on v.mobile = q.mobile
            and lower(trim(v."firstName")) = q.first_name and lower(trim(v.surname)) = q.surname
          join location l on l.location_id = v.location_id
          where v.deleted_at is null and v.location_path like ${`${escapeLike(rootPath)}%`}
          order by q.at, v.id`.execute(db);
        for (const { at, ...volunteer } of rows) {
          found.set(Number(at), { ...volunteer, mobile: Number(volunteer.mobile) });
        }
      }
      return found;
    },
  };
}
