import { sql, type Kysely } from 'kysely';
import { pathOf } from '../../src/domain/geo';
import type { Database, NewLocation } from '../db/schema';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { DEMO_TREE, type DemoPlace } from './demoTree';
import { seedDemoEntities } from './demoEntities';
import { seedDemoUnits } from './demoUnits';
import { seedDemoVolunteers } from './demoVolunteers';

/** Places in parent-before-child order, each with its ancestors' names (the lookup key). */
function flatten(node: DemoPlace, names: string[] = [], out: [string[], DemoPlace][] = []) {
  out.push([names, node]);
  node.children.forEach((child) => flatten(child, [...names, child.name], out));
  return out;
}

/**
 * Loads the demo tree and the demo users, once: it does nothing when any place exists.
 * The records are relative to `today` (the same day seeds the same records). Returns whether
 * it seeded.
 */
export async function seedDemoData(db: Kysely<Database>, today = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // two servers starting at once on one PostgreSQL must not both seed
    await sql`select pg_advisory_xact_lock(hashtext('ssm-demo-seed'))`.execute(trx);
    const existing = await trx.selectFrom('location').select('location_id').limit(1).execute();
    // a demo database made before the configured registers gets their records
    if (existing.length > 0) return (await seedDemoEntities(trx, today)) > 0;

    const places = flatten(DEMO_TREE);
    const { rows: ids } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence('location', 'location_id'))::int as id
      from generate_series(1, ${places.length})`.execute(trx);

    const byKey = new Map<string, { id: number; ancestors: number[]; levelId: number }>();
    const rows: NewLocation[] = places.map(([names, node], i) => {
      const parent = names.length ? byKey.get(names.slice(0, -1).join('/')) : undefined;
      const ancestors = [...(parent?.ancestors ?? []), ids[i].id];
      byKey.set(names.join('/'), { id: ids[i].id, ancestors, levelId: node.levelId });
      return {
        location_id: ids[i].id,
        parent_id: parent?.id ?? null,
        level_id: node.levelId,
        localized_name: node.name,
        name_suffix: node.suffix,
        path: pathOf(ancestors),
      };
    });
    await trx.insertInto('location').values(rows).execute();

    await trx
      .insertInto('app_user')
      .values(
        DEMO_ACCOUNTS.map((a) => {
          const place = byKey.get(a.place.join('/'));
          if (!place) throw new Error(`Demo account ${a.email} has no place`);
          return {
            firebase_uid: a.uid,
            email: a.email,
            name: a.name,
            phone: a.phone,
            level_id: place.levelId,
            location_id: place.id,
            ...a.claims,
            status: a.status,
            approved_at: a.status === 'active' ? new Date() : null,
          };
        }),
      )
      .execute();
    await seedDemoUnits(trx, today);
    await seedDemoVolunteers(trx);
    await seedDemoEntities(trx, today);
    return true;
  });
}
