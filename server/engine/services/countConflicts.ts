import type { Transaction } from 'kysely';
import {
  recordFate,
  type CountFormDeclaration,
  type SaveConflict,
} from '../../../src/domain/engine';
import type { Database } from '../../db/schema';
import type { Locked, StoredSubject } from './countStores';

type Values = Record<string, unknown>;
interface Sent {
  subject: StoredSubject & { name: string };
  version?: number;
  values: Values;
}

/**
 * The records of a save split by their fate (issue 26, point 5), against the records as locked:
 * those to write, those that already hold the sent figures (saved the same meanwhile), and the
 * conflicts, each with the figures stored, who saved them and when.
 */
export async function splitByFate<T extends Sent>(
  trx: Transaction<Database>,
  d: CountFormDeclaration,
  sent: readonly T[],
  locked: ReadonlyMap<number, Locked>,
) {
  const write: T[] = [];
  const clashing: T[] = [];
  const same: T[] = [];
  for (const record of sent) {
    const stored = locked.get(record.subject.subject_id)!;
    const fate = recordFate(d, record.subject.sub_type_id ?? undefined, record, stored);
    if (fate === 'write') write.push(record);
    else if (fate === 'same') same.push(record);
    else clashing.push(record);
  }
  return { write, same, conflicts: await conflictsOf(trx, clashing, locked) };
}

async function conflictsOf(
  trx: Transaction<Database>,
  clashing: readonly Sent[],
  locked: ReadonlyMap<number, Locked>,
): Promise<SaveConflict[]> {
  if (clashing.length === 0) return [];
  const stored = clashing.map((r) => locked.get(r.subject.subject_id)!);
  const ids = [...new Set(stored.map((s) => s.saved_by).filter((id) => id !== null))];
  const users = ids.length
    ? await trx
        .selectFrom('app_user')
        .select(['user_id', 'name', 'email'])
        .where('user_id', 'in', ids)
        .execute()
    : [];
  const nameOf = new Map(users.map((u) => [u.user_id, u.name || u.email]));
  return clashing.map((r, i) => {
    const now = stored[i]!;
    return {
      subject_id: r.subject.subject_id,
      name: r.subject.name,
      yours: r.values,
      theirs: now.values ?? {},
      version: now.version,
      saved_by: now.saved_by === null ? null : (nameOf.get(now.saved_by) ?? null),
      saved_at: now.saved_at ? new Date(now.saved_at).toISOString() : null,
    };
  });
}
