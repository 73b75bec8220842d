import type { Kysely } from 'kysely';
import type { Attendance } from '../../src/domain/gathering';
import { PLAUSIBILITY_MESSAGE, unusualCounts } from '../../src/domain/plausibility';
import { badRequest } from '../appError';
import type { Database } from '../db/schema';
import { unitHistories } from '../repositories/unitHistory';
import { translateMr } from './translateMr';

interface Item {
  sankalp_id: number;
  sanghik_upstiti: Partial<Attendance>;
}

/**
 * The server's own look at a save's counts (issue 15), with the rules the entry screen used:
 * unusual counts the person did not confirm are a 400 naming each unit (its index) and field;
 * confirmed ones are kept — the answer is the set of units to store as confirmed-unusual.
 */
export async function confirmedUnusualUnits(
  db: Kysely<Database>,
  items: readonly Item[],
  m: { year: string; month: number },
  confirmed: boolean,
): Promise<Set<number>> {
  const histories = await unitHistories(
    db,
    items.map((i) => i.sankalp_id),
    m,
  );
  const flagged = items.flatMap((item, row) => {
    const history = histories.get(item.sankalp_id) ?? { months: [], volunteers: null };
    return unusualCounts(item.sanghik_upstiti, history).map((flag) => ({ row, item, flag }));
  });
  if (flagged.length > 0 && !confirmed) {
    const rows = flagged.map(({ row, flag }) => ({
      row,
      field: flag.field,
      key: flag.key,
      args: flag.args,
      message: translateMr(flag.key, flag.args),
    }));
    throw badRequest(translateMr(PLAUSIBILITY_MESSAGE.UNCONFIRMED), rows);
  }
  return new Set(flagged.map(({ item }) => item.sankalp_id));
}
