import type { Transaction } from 'kysely';
import { entitySchema, validateEntity } from '../../src/domain/engine';
import { registerByName } from '../../src/domain/modules';
import type { Database } from '../db/schema';
import { storedRecord } from '../engine/services/entityRecords';
import { seedDemoCounts } from './demoCountRecords';
import { DEMO_ENTITY_RECORDS } from './demoEntityRecords';
import { rebuildCountRollups } from '../rollups';

/**
 * The configured modules' demo records (registers through the same schema as the API, count
 * forms) and their roll-ups; each once, when it has none (also into a demo database made before
 * them). Returns how many records were added.
 */
export async function seedDemoEntities(
  trx: Transaction<Database>,
  today = new Date(),
): Promise<number> {
  const added = (await seedDemoRegisters(trx)) + (await seedDemoCounts(trx, today));
  if (added) await rebuildCountRollups(trx);
  return added;
}

async function seedDemoRegisters(trx: Transaction<Database>): Promise<number> {
  if (await trx.selectFrom('entity_record').select('id').limit(1).executeTakeFirst()) return 0;
  const places = await trx
    .selectFrom('location')
    .select(['location_id', 'parent_id', 'level_id', 'localized_name', 'name_suffix', 'path'])
    .execute();
  const root = places.find((p) => p.parent_id === null);
  const at = (names: readonly string[]) =>
    names.reduce<typeof root>(
      (node, name) =>
        node && places.find((p) => p.parent_id === node.location_id && p.localized_name === name),
      root,
    );
  let count = 0;
  for (const demo of DEMO_ENTITY_RECORDS) {
    const d = registerByName(demo.entity);
    const place = at(demo.place);
    if (!d || !place) continue;
    const result = validateEntity(d, entitySchema(d), {
      ...demo.values,
      location_id: place.location_id,
    });
    if (!result.values)
      throw new Error(`Demo ${demo.entity} record is invalid: ${JSON.stringify(result.issues)}`);
    const stored = storedRecord(d, result.values, place);
    const { id } = await trx
      .insertInto('entity_record')
      .values({
        ...stored,
        entity: d.name,
        data: JSON.stringify(stored.data),
        sums: stored.sums && JSON.stringify(stored.sums),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (d.tracked) {
      await trx
        .insertInto('entity_record_history')
        .values({
          record_id: id,
          version: 1,
          location_id: place.location_id,
          data: JSON.stringify(stored.data),
        })
        .execute();
    }
    count += 1;
  }
  return count;
}
