import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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
