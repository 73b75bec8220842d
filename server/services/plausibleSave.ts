import type { Kysely } from 'kysely';
import type { Attendance } from '../../src/domain/gathering';
import { unusualRecord, type CountFormDeclaration } from '../../src/domain/entities';
import {
  PLAUSIBILITY_MESSAGE,
  unusualCounts,
  type UnusualFigure,
} from '../../src/domain/plausibility';
import type { Database } from '../db/schema';
import { countHistories } from '../repositories/countHistory';
import type { CountPeriod } from '../repositories/countRecords';
import { unitHistories } from '../repositories/unitHistory';
import { SUBJECT_KINDS } from '../../src/domain/subjects';
import { keyedError } from './keyedErrors';

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
  refuseUnconfirmed(flagged, confirmed);
  return new Set(flagged.map(({ item }) => item.sankalp_id));
}

/** 400 naming each unusual figure (its row) unless the person confirmed them. */
function refuseUnconfirmed(flagged: { row: number; flag: UnusualFigure }[], confirmed: boolean) {
  if (flagged.length === 0 || confirmed) return;
  throw keyedError(
    flagged.map(({ row, flag }) => ({ row, field: flag.field, key: flag.key, args: flag.args })),
    { key: PLAUSIBILITY_MESSAGE.UNCONFIRMED },
  );
}

/**
 * The same for a declared count form's records (rows named by subject, as its other checks
 * do): the subjects whose confirmed-unusual figures are stored with their record.
 */
export async function confirmedUnusualRecords(
  db: Kysely<Database>,
  d: CountFormDeclaration,
  period: CountPeriod,
  records: readonly {
    subject_id: number;
    location_id: number;
    subTypeId?: number;
    values: Record<string, unknown>;
  }[],
  confirmed: boolean,
): Promise<Set<number>> {
  const units = SUBJECT_KINDS[d.subject].volunteersMeasure;
  const histories = await countHistories(db, d.name, period, records, units);
  const flagged = records.flatMap((r) =>
    unusualRecord(d, r.subTypeId, r.values, histories.get(r.subject_id)!).map((flag) => ({
      row: r.subject_id,
      flag,
    })),
  );
  refuseUnconfirmed(flagged, confirmed);
  return new Set(flagged.map((f) => f.row));
}
