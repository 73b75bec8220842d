import { sql, type Kysely } from 'kysely';
import type { PeriodReturnRow } from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import type { PlaceRow } from '../../repositories/locations';

/** A module's period: what submissions and approvals are about. */
export interface PeriodKey {
  module: string;
  year: string;
  part: string;
}

export interface PlacePath {
  location_id: number;
  path: string;
}

export interface ApprovalRow {
  location_id: number;
  levelId: number;
  by: string;
  on: string;
  pending: number;
}

/** The two keys of a period's advisory lock. */
const lockKey = (k: PeriodKey) =>
  sql`hashtext('ssm-period'), hashtext(${`${k.module}/${k.year}/${k.part}`})`;

const where = (k: PeriodKey) => sql`module = ${k.module} and year = ${k.year} and part = ${k.part}`;

/** Submissions, approvals and their roll-up (issue 25, point 5; migration 019). */
export const periodStatus = {
  /**
   * The period's lock (exclusive for an approval, shared for a save) and the caller's place's
   * path, read in the same statement: one round trip (the tree's lock is held already, so the
   * path is as it is now; what the lock protects is read by the statements after it).
   */
  async lockWithPath(db: Kysely<Database>, k: PeriodKey, placeId: number, exclusive: boolean) {
    const fn = exclusive ? sql`pg_advisory_xact_lock` : sql`pg_advisory_xact_lock_shared`;
    const { rows } = await sql<{ path: string }>`
      select (select path from location where location_id = ${placeId}) as path,
        ${fn}(${lockKey(k)})`.execute(db);
    return rows[0]!.path;
  },

  /**
   * A save's place and the highest approval at or above it, in one statement (read after the
   * period's lock, so an approval that ended before is seen): undefined when there is no such
   * place.
   */
  async placeWithApproval(db: Kysely<Database>, k: PeriodKey, placeId: number) {
    const { rows } = await sql<PlaceRow & { approval: ApprovalRow | null }>`
      select l.location_id, l.parent_id, l.level_id, l.localized_name, l.name_suffix, l.path,
        (select json_build_object('location_id', s.location_id, 'levelId', s.approved_level,
            'by', coalesce(u.name, ''),
            'on', to_char(s.approved_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD'),
            'pending', coalesce(s.approved_pending, 0))
          from period_status s join location a on a.location_id = s.location_id
          left join app_user u on u.user_id = s.approved_by
          where s.module = ${k.module} and s.year = ${k.year} and s.part = ${k.part}
            and s.approved_at is not null and l.path like a.path || '%'
          order by length(a.path) limit 1) as approval
      from location l where l.location_id = ${placeId}`.execute(db);
    return rows[0];
  },

  /** The approvals at these places (a place's ancestors and itself), the highest first. */
  async approvalsAt(db: Kysely<Database>, k: PeriodKey, ids: readonly number[]) {
    const { rows } = await sql<ApprovalRow>`
      select s.location_id, s.approved_level as "levelId", coalesce(u.name, '') as by,
        to_char(s.approved_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as on,
        coalesce(s.approved_pending, 0)::int as pending
      from period_status s join location l on l.location_id = s.location_id
      left join app_user u on u.user_id = s.approved_by
      where s.module = ${k.module} and s.year = ${k.year} and s.part = ${k.part}
        and s.location_id = any(${[...ids]}::int[]) and s.approved_at is not null
      order by length(l.path)`.execute(db);
    return rows;
  },

  /** Approved places strictly under `path`. */
  async approvedUnder(db: Kysely<Database>, k: PeriodKey, path: string) {
    const { rows } = await sql<PlacePath>`
      select l.location_id, l.path from period_status s
      join location l on l.location_id = s.location_id
      where s.module = ${k.module} and s.year = ${k.year} and s.part = ${k.part}
        and s.approved_at is not null and l.path like ${`${path}%`} and l.path <> ${path}`.execute(
      db,
    );
    return rows;
  },

  /** Open places of `level` at or under `path`: where a period is expected from. */
  async expectedAt(db: Kysely<Database>, path: string, level: number) {
    return db
      .selectFrom('location')
      .select(['location_id', 'path'])
      .where('path', 'like', `${path}%`)
      .where('level_id', '=', level)
      .where('closed_on', 'is', null)
      .execute();
  },

  /** Marks places submitted (those not yet); answers the places marked, with their paths. */
  async markSubmitted(
    db: Kysely<Database>,
    k: PeriodKey,
    places: readonly PlacePath[],
    by: { userId: number; day: string; onTime: boolean; forcedBy: number | null },
  ): Promise<PlacePath[]> {
    if (!places.length) return [];
    const ids = places.map((p) => p.location_id);
    const { rows } = await sql<{ location_id: number }>`
      insert into period_status as s (module, year, part, location_id, submitted_by, submitted_on,
        on_time, forced_by)
      select ${k.module}, ${k.year}, ${k.part}, id, ${by.userId}, ${by.day}::date, ${by.onTime},
        ${by.forcedBy}::int
      from unnest(${ids}::int[]) as id
      on conflict (module, year, part, location_id) do update
        set submitted_by = excluded.submitted_by, submitted_on = excluded.submitted_on,
          on_time = excluded.on_time, forced_by = excluded.forced_by, returned_reason = null,
          returned_by = null, returned_at = null
        where s.submitted_on is null
      returning location_id`.execute(db);
    const marked = new Set(rows.map((r) => r.location_id));
    return places.filter((p) => marked.has(p.location_id));
  },

  /** Clears submissions (of these places, or those an approval made); answers what was cleared. */
  async clearSubmitted(
    db: Kysely<Database>,
    k: PeriodKey,
    which: { ids: readonly number[] } | { forcedBy: number },
    returned: { reason: string; userId: number } | null = null,
  ) {
    const filter =
      'ids' in which
        ? sql`s.location_id = any(${[...which.ids]}::int[]) and s.forced_by is null`
        : sql`s.forced_by = ${which.forcedBy}`;
    const { rows } = await sql<PlacePath & { on_time: boolean }>`
      with cleared as (
        select s.location_id, s.on_time from period_status s
        where s.module = ${k.module} and s.year = ${k.year} and s.part = ${k.part}
          and s.submitted_on is not null and ${filter}
        for update)
      update period_status s set submitted_by = null, submitted_on = null, on_time = false,
        forced_by = null, returned_reason = ${returned?.reason ?? null},
        returned_by = ${returned?.userId ?? null}::int,
        returned_at = case when ${returned !== null} then now() end
      from cleared c join location l on l.location_id = c.location_id
      where s.module = ${k.module} and s.year = ${k.year} and s.part = ${k.part}
        and s.location_id = c.location_id
      returning s.location_id, l.path, c.on_time`.execute(db);
    return rows;
  },

  /** Clears a place's approval. */
  async clearApproval(db: Kysely<Database>, k: PeriodKey, placeId: number) {
    await db
      .updateTable('period_status')
      .set({ approved_by: null, approved_at: null, approved_level: null, approved_pending: null })
      .where('module', '=', k.module)
      .where('year', '=', k.year)
      .where('part', '=', k.part)
      .where('location_id', '=', placeId)
      .execute();
  },

  /** The latest day a place's own submission was made, if it has one. */
  /** The latest return not yet answered by a new submission among these places, with who. */
  async returnedAmong(db: Kysely<Database>, k: PeriodKey, ids: readonly number[]) {
    if (!ids.length) return null;
    const { rows } = await sql<{ reason: string; by: string; on: string }>`
      select s.returned_reason as reason, coalesce(u.name, '') as by,
        to_char(s.returned_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as on
      from period_status s left join app_user u on u.user_id = s.returned_by
      where s.module = ${k.module} and s.year = ${k.year} and s.part = ${k.part}
        and s.location_id = any(${[...ids]}::int[]) and s.returned_at is not null
      order by s.returned_at desc limit 1`.execute(db);
    return rows[0] ?? null;
  },

  /** Returned periods not submitted again at or under a place (newest first, at most 100). */
  async returnedUnder(db: Kysely<Database>, path: string) {
    const { rows } = await sql<PeriodReturnRow>`
      select s.module, s.year, s.part, s.location_id,
        l.localized_name || ' ' || l.name_suffix as place, s.returned_reason as reason,
        coalesce(u.name, '') as by,
        to_char(s.returned_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as on
      from period_status s join location l on l.location_id = s.location_id
      left join app_user u on u.user_id = s.returned_by
      where s.returned_at is not null and l.path like ${`${path}%`}
      order by s.returned_at desc limit 100`.execute(db);
    return rows;
  },

  async submittedOn(db: Kysely<Database>, k: PeriodKey, ids: readonly number[]) {
    if (!ids.length) return null;
    const { rows } = await sql<{ on: string | null }>`
      select to_char(max(submitted_on), 'YYYY-MM-DD') as on from period_status
      where ${where(k)} and location_id = any(${[...ids]}::int[])`.execute(db);
    return rows[0]?.on ?? null;
  },

  /**
   * Marks these places approved and logs the step, in one statement (an approval of every
   * ready place is a few statements whatever their number).
   */
  async approve(
    db: Kysely<Database>,
    k: PeriodKey,
    places: readonly { id: number; pending: number }[],
    by: { userId: number; level: number },
  ) {
    if (!places.length) return;
    const ids = places.map((p) => p.id);
    const pending = places.map((p) => p.pending);
    await sql`
      with approved as (
        insert into period_status as s (module, year, part, location_id, approved_by,
          approved_at, approved_level, approved_pending)
        select ${k.module}, ${k.year}, ${k.part}, id, ${by.userId}, clock_timestamp(),
          ${by.level}, n
        from unnest(${ids}::int[], ${pending}::int[]) as a(id, n)
        on conflict (module, year, part, location_id) do update
          set approved_by = excluded.approved_by, approved_at = excluded.approved_at,
            approved_level = excluded.approved_level, approved_pending = excluded.approved_pending
        returning location_id, approved_pending)
      insert into period_event (module, year, part, location_id, action, pending, by_user)
      select ${k.module}, ${k.year}, ${k.part}, location_id, 'approved', approved_pending,
        ${by.userId}
      from approved`.execute(db);
  },

  /** Each step, with who: one row per place. */
  async log(
    db: Kysely<Database>,
    k: PeriodKey,
    steps: readonly { placeId: number; pending?: number | null; reason?: string }[],
    action: 'submitted' | 'withdrawn' | 'approved' | 'unapproved' | 'returned',
    userId: number,
  ) {
    if (!steps.length) return;
    await db
      .insertInto('period_event')
      .values(
        steps.map((step) => ({
          ...k,
          location_id: step.placeId,
          action,
          by_user: userId,
          pending: step.pending ?? null,
          reason: step.reason ?? null,
        })),
      )
      .execute();
  },
};
