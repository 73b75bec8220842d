import { sql, type Kysely } from 'kysely';
import { LEVEL } from '../../src/domain/levels';
import { validateRows, type NormalisedVolunteer } from '../../src/domain/modules/volunteers';
import type { Database } from '../db/schema';
import { referenceDataRepository } from '../repositories/referenceData';
import { toPersonColumns } from '../modules/volunteers/volunteerColumns';
import { demoVolunteerRow, randomFrom } from './demoVolunteerRows';

/** Rows per INSERT statement: about 33 parameters a row stays under PostgreSQL's 65 535. */
const INSERT_CHUNK = 1000;

export const DEMO_VOLUNTEERS_PER_PLACE = 20;
const DAY = 24 * 60 * 60 * 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

function valid(rows: Record<string, unknown>[], reference: Parameters<typeof validateRows>[1]) {
  const { valid: out, errors } = validateRows(rows, reference, 'sheet');
  if (errors.length) throw new Error(`Demo volunteer rows invalid: ${JSON.stringify(errors[0])}`);
  return out;
}

/**
 * About 20 volunteers at every demo village and settlement, each with two history snapshots
 * (as entered, then as amended). Does nothing when any volunteer exists. Pass the seed's
 * transaction: on PGlite every query of a transaction must go through it.
 */
export async function seedDemoVolunteers(db: Kysely<Database>): Promise<number> {
  if ((await db.selectFrom('volunteer').select('id').limit(1).execute()).length) return 0;
  const places = await db
    .selectFrom('location')
    .select(['location_id', 'path', 'level_id'])
    .where('level_id', 'in', [LEVEL.GAON, LEVEL.VASTI])
    .orderBy('location_id')
    .execute();
  const reference = await referenceDataRepository(db).catalogueLists();
  const admin = await db
    .selectFrom('app_user')
    .select('user_id')
    .where('admin', '=', true)
    .executeTakeFirst();
  const userId = admin?.user_id ?? null;

  const rng = randomFrom(2026);
  const now = Date.now();
  const people = places.flatMap((place) =>
    Array.from({ length: DEMO_VOLUNTEERS_PER_PLACE }, (_, i) => {
      const pin =
        place.level_id === LEVEL.VASTI
          ? 411000 + (place.location_id % 60)
          : 412100 + (place.location_id % 20);
      const first = demoVolunteerRow(rng, place.location_id * 100 + i, pin);
      const amended = {
        ...first,
        address: `${rng.int(1, 250)}, ${first.address.split(', ')[1]}`,
        specialSkills: 'योग',
      };
      const enteredAt = new Date(now - rng.int(60, 400) * DAY);
      const amendedAt = new Date(enteredAt.getTime() + rng.int(1, 50) * DAY);
      return { place, first, amended, enteredAt, amendedAt };
    }),
  );
  const firsts = valid(
    people.map((p) => p.first),
    reference,
  );
  const amendeds = valid(
    people.map((p) => p.amended),
    reference,
  );
  const { rows: ids } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('volunteer', 'id'))::int as id
    from generate_series(1, ${people.length})`.execute(db);

  const base = (p: (typeof people)[number], value: NormalisedVolunteer) => ({
    ...toPersonColumns(value),
    location_id: p.place.location_id,
  });
  const volunteers = people.map((p, i) => ({
    ...base(p, amendeds[i]),
    id: ids[i].id,
    location_path: p.place.path,
    // entered, then amended: two snapshots, so version 2
    version: 2,
    created_by: userId,
    updated_by: userId,
    created_at: p.enteredAt,
    updated_at: p.amendedAt,
  }));
  const history = people.flatMap((p, i) => [
    { ...base(p, firsts[i]), volunteer_id: ids[i].id, created_by: userId, created_at: p.enteredAt },
    {
      ...base(p, amendeds[i]),
      volunteer_id: ids[i].id,
      created_by: userId,
      created_at: p.amendedAt,
    },
  ]);
  await insertChunked(volunteers, (chunk) => db.insertInto('volunteer').values(chunk).execute());
  await insertChunked(history, (chunk) =>
    db.insertInto('volunteer_history').values(chunk).execute(),
  );
  return people.length;
}
