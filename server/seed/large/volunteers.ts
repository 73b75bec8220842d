import { sql, type Kysely } from 'kysely';
import { LEVEL } from '../../../src/domain/levels';
import type { Database } from '../../db/schema';

const FIRST = ['अमित', 'सचिन', 'राहुल', 'महेश', 'गणेश', 'सुनील', 'विजय', 'प्रकाश', 'संदीप', 'अजय'];
const SURNAMES = ['पाटील', 'जाधव', 'कुलकर्णी', 'देशमुख', 'शिंदे', 'पवार', 'जोशी', 'गायकवाड'];
const BLOOD = ['A+', 'B+', 'O+', 'AB+', 'A-', 'B-', 'O-', 'AB-'];

/** 4 or 5 volunteers per village and vasti (about 200 000), one multi-row statement. */
export async function seedLargeVolunteers(db: Kysely<Database>, firstId: number) {
  const arr = (xs: string[]) => sql`(array[${sql.join(xs)}])`;
  const at = (xs: string[], k: number) =>
    sql`${arr(xs)}[1 + (l.location_id * ${k} + g) % ${xs.length}]`;
  await sql`
    insert into volunteer (location_id, location_path, "firstName", "surname", "dateOfBirth",
      "bloodGroup", "pinCode", "mobile")
    select l.location_id, l.path, ${at(FIRST, 3)}, ${at(SURNAMES, 7)},
      date '1960-01-01' + ((l.location_id * 13 + g * 977) % 16000),
      ${at(BLOOD, 5)}, (400000 + l.location_id % 99999)::text,
      (9000000000 + l.location_id::bigint * 10 + g)::text
    from location l cross join lateral generate_series(1, 4 + l.location_id % 2) g
    where l.level_id in (${LEVEL.GAON}, ${LEVEL.VASTI}) and l.location_id >= ${firstId}`.execute(
    db,
  );
}
