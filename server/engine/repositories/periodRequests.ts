import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RequestFigures } from '../../db/entitySchema';
import type { CountPeriod } from './countRecords';

/** A module's period at one place: what a request is about. */
export interface PlacePeriod extends CountPeriod {
  module: string;
  location_id: number;
}

/** A request as the office above sees it. */
export interface PeriodRequestRow extends PlacePeriod {
  request_id: number;
  reason: string;
  status: 'pending' | 'granted' | 'refused';
  asked_at: string;
  asked_by_name: string | null;
  place: string;
  path: string;
  decision: string | null;
  until: string | null;
  /** How many records of figures came with it. */
  figure_records: number;
}

/** Requests to reopen closed periods (issue 25): asked, listed above, decided. */
export const periodRequests = {
  /** The last day a granted reopening of the place's period holds, if one holds on `today`. */
  async reopenedUntil(db: Kysely<Database>, at: PlacePeriod, today: string) {
    const { rows } = await sql<{ until: string | null }>`
      select to_char(max(until), 'YYYY-MM-DD') as until from period_request
      where module = ${at.module} and location_id = ${at.location_id} and year = ${at.year}
        and part = ${at.part} and status = 'granted' and until >= ${today}::date`.execute(db);
    return rows[0]?.until ?? null;
  },

  /** The place's latest request for the period, as the entry screen says it. */
  async latestFor(db: Kysely<Database>, at: PlacePeriod) {
    const row = await db
      .selectFrom('period_request')
      .select(['request_id', 'status', 'decision', 'figures'])
      .select(sql<string | null>`to_char(until, 'YYYY-MM-DD')`.as('until'))
      .where('module', '=', at.module)
      .where('location_id', '=', at.location_id)
      .where('year', '=', at.year)
      .where('part', '=', at.part)
      .orderBy('request_id', 'desc')
      .executeTakeFirst();
    return row ?? null;
  },

  /** A new waiting request; null when one is already waiting for the same period. */
  async ask(
    db: Kysely<Database>,
    at: PlacePeriod,
    reason: string,
    userId: number,
    figures: RequestFigures | null,
  ) {
    const row = await db
      .insertInto('period_request')
      .values({
        ...at,
        reason,
        asked_by: userId,
        figures: figures ? JSON.stringify(figures) : null,
      })
      .onConflict((oc) =>
        oc
          .columns(['module', 'location_id', 'year', 'part'])
          .where('status', '=', 'pending')
          .doNothing(),
      )
      .returning('request_id')
      .executeTakeFirst();
    return row?.request_id ?? null;
  },

  /** Requests of places under `path` (not the place itself), waiting ones first, newest first. */
  async under(db: Kysely<Database>, path: string, ownId: number): Promise<PeriodRequestRow[]> {
    const { rows } = await sql<PeriodRequestRow>`
      select r.request_id, r.module, r.location_id, r.year, r.part, r.reason, r.status,
        r.decision, to_char(r.until, 'YYYY-MM-DD') as until,
        coalesce(jsonb_array_length(r.figures -> 'records'), 0)::int as figure_records,
        to_char(r.asked_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') as asked_at,
        u.name as asked_by_name, l.localized_name || ' ' || l.name_suffix as place, l.path
      from period_request r join location l on l.location_id = r.location_id
      left join app_user u on u.user_id = r.asked_by
      where l.path like ${`${path}%`} and r.location_id <> ${ownId}
      order by (r.status = 'pending') desc, r.asked_at desc
      limit 200`.execute(db);
    return rows;
  },

  /** One request and its place, locked for a decision. */
  async lockOne(db: Kysely<Database>, requestId: number) {
    return db
      .selectFrom('period_request as r')
      .innerJoin('location as l', 'l.location_id', 'r.location_id')
      .select(['r.request_id', 'r.module', 'r.status', 'r.location_id', 'l.path'])
      .where('r.request_id', '=', requestId)
      .forUpdate('r')
      .executeTakeFirst();
  },

  async decide(
    db: Kysely<Database>,
    requestId: number,
    decision: { status: 'granted' | 'refused'; decision: string | null; until: string | null },
    userId: number,
  ) {
    await db
      .updateTable('period_request')
      .set({ ...decision, decided_by: userId, decided_at: sql`now()` })
      .where('request_id', '=', requestId)
      .execute();
  },
};
