import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CountPeriod } from './countRecords';

type Values = Record<string, number>;

/** A form's targets of a period at these places, by place (a place with none is left out). */
export async function targetsAt(
  db: Kysely<Database>,
  entity: string,
  period: CountPeriod,
  places: readonly number[],
): Promise<Map<number, Values>> {
  if (places.length === 0) return new Map();
  const { rows } = await sql<{ location_id: number; field: string; value: string }>`
    select location_id, field, value::text as value from target
    where entity = ${entity} and year = ${period.year} and part = ${period.part}
      and location_id = any(${[...places]}::int[])`.execute(db);
  return byPlace(rows);
}

/** A form's targets of a period at a place and the places right under it, by place. */
export async function targetsAround(
  db: Kysely<Database>,
  entity: string,
  period: CountPeriod,
  placeId: number,
): Promise<Map<number, Values>> {
  const { rows } = await sql<{ location_id: number; field: string; value: string }>`
    select t.location_id, t.field, t.value::text as value
    from target t join location l on l.location_id = t.location_id
    where t.entity = ${entity} and t.year = ${period.year} and t.part = ${period.part}
      and (l.location_id = ${placeId} or l.parent_id = ${placeId})`.execute(db);
  return byPlace(rows);
}

function byPlace(rows: readonly { location_id: number; field: string; value: string }[]) {
  const out = new Map<number, Values>();
  for (const r of rows)
    out.set(r.location_id, { ...out.get(r.location_id), [r.field]: Number(r.value) });
  return out;
}

/** Sets places' targets: a number kept (who set it, when), a null taken away. */
export async function setTargets(
  trx: Kysely<Database>,
  entity: string,
  period: CountPeriod,
  cells: readonly { placeId: number; field: string; value: number | null }[],
  userId: number,
): Promise<void> {
  const gone = cells.filter((c) => c.value === null);
  const kept = cells.filter((c) => c.value !== null);
  if (gone.length)
    await sql`
      delete from target
      where entity = ${entity} and year = ${period.year} and part = ${period.part}
        and (location_id, field) in (${sql.join(gone.map((c) => sql`(${c.placeId}::int, ${c.field})`))})`.execute(
      trx,
    );
  if (kept.length)
    await sql`
      insert into target (entity, year, part, location_id, field, value, set_by)
      values ${sql.join(
        kept.map(
          (c) =>
            sql`(${entity}, ${period.year}, ${period.part}, ${c.placeId}::int, ${c.field}, ${c.value}::bigint, ${userId}::int)`,
        ),
      )}
      on conflict (entity, year, part, location_id, field) do update
        set value = excluded.value, set_by = excluded.set_by, set_at = now()
        where target.value <> excluded.value`.execute(trx);
}
