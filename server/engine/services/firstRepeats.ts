import type { Kysely, Transaction } from 'kysely';
import { duplicateKey, type RegisterDeclaration } from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import type { DuplicateHit } from '../repositories/duplicateMatches';
import type { RegisterStore } from '../repositories/registerStores';

/**
 * For each row (by its index) the first live record of the area it repeats by the register's
 * `duplicates` fields; a row without all of them (or left out, null) is not looked up.
 */
export async function firstRepeats(
  store: RegisterStore,
  d: RegisterDeclaration,
  area: string,
  rows: readonly (Record<string, unknown> | null)[],
  on?: Kysely<Database> | Transaction<Database>,
): Promise<Map<number, DuplicateHit>> {
  const keyed = rows.flatMap((row, at) => {
    const key = row && duplicateKey(d, row);
    return key ? [{ at, key }] : [];
  });
  const out = new Map<number, DuplicateHit>();
  if (!keyed.length) return out;
  const found = await store.duplicatesOf(
    d,
    area,
    keyed.map((k) => k.key),
    on ? { on } : {},
  );
  keyed.forEach(({ at }, i) => {
    const hit = found.get(i)?.[0];
    if (hit) out.set(at, hit);
  });
  return out;
}
