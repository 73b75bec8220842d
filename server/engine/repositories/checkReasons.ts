import { sql, type Kysely } from 'kysely';
import type { CheckNote } from '../../../src/domain/checks';
import type { Database } from '../../db/schema';
import { escapeLike } from '../../db/escapeLike';
import type { CountPeriod } from './countRecords';

/**
 * Keeps the reasons of the records a save wrote (issue 48 §1): each its own, those of warnings
 * it no longer breaks gone; a reason saved again unchanged writes nothing.
 */
export async function keepCheckReasons(
  trx: Kysely<Database>,
  entity: string,
  period: CountPeriod,
  written: readonly { subject_id: number; location_id: number; path: string }[],
  reasons: ReadonlyMap<number, Readonly<Record<string, string>>>,
  userId: number,
): Promise<void> {
  if (written.length === 0) return;
  const keep = written.flatMap((s) =>
    Object.entries(reasons.get(s.subject_id) ?? {}).map(([check, reason]) => ({
      ...s,
      check,
      reason,
    })),
  );
  const kept = keep.map((k) => `${k.subject_id}:${k.check}`);
  await sql`
    delete from check_reason
    where entity = ${entity} and year = ${period.year} and part = ${period.part}
      and subject_id = any(${written.map((s) => s.subject_id)}::int[])
      and (subject_id || ':' || check_message) <> all(${kept}::text[])`.execute(trx);
  if (keep.length === 0) return;
  const rows = sql.join(
    keep.map(
      (k) =>
        sql`(${entity}, ${period.year}, ${period.part}, ${k.subject_id}::int, ${k.location_id}::int, ${k.path}, ${k.check}, ${k.reason}, ${userId}::int)`,
    ),
  );
  await sql`
    insert into check_reason
      (entity, year, part, subject_id, location_id, location_path, check_message, reason, saved_by)
    values ${rows}
    on conflict (entity, year, part, subject_id, check_message) do update
      set reason = excluded.reason, saved_by = excluded.saved_by, saved_at = now(),
        location_id = excluded.location_id, location_path = excluded.location_path
      where check_reason.reason <> excluded.reason`.execute(trx);
}

type Kept = { subject_id: number; check_message: string };
export type KeptReason = Kept & { reason: string; who: string | null; at: string };
export type KeptNote = Kept & CheckNote;

/** A form's period's reasons for the records under a place, with who gave them. */
export async function reasonsBelow(
  db: Kysely<Database>,
  entity: string,
  period: CountPeriod,
  path: string,
): Promise<KeptReason[]> {
  const { rows } = await sql<KeptReason>`
    select r.subject_id, r.check_message, r.reason, coalesce(u.name, u.email) as who,
      to_json(r.saved_at)#>>'{}' as at
    from check_reason r left join app_user u on u.user_id = r.saved_by
    where r.entity = ${entity} and r.year = ${period.year} and r.part = ${period.part}
      and r.location_path like ${`${escapeLike(path)}%`}`.execute(db);
  return rows;
}

/** The office above's notes on the items under a place, with who wrote them. */
export async function notesBelow(
  db: Kysely<Database>,
  entity: string,
  period: CountPeriod,
  path: string,
): Promise<KeptNote[]> {
  const { rows } = await sql<KeptNote>`
    select n.subject_id, n.check_message, n.comment, n.status, coalesce(u.name, u.email) as by,
      to_json(n.noted_at)#>>'{}' as at
    from check_note n left join app_user u on u.user_id = n.noted_by
    where n.entity = ${entity} and n.year = ${period.year} and n.part = ${period.part}
      and n.location_path like ${`${escapeLike(path)}%`}`.execute(db);
  return rows;
}
