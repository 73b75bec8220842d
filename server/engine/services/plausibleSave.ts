import type { Kysely } from 'kysely';
import { unusualRecord, type CountFormDeclaration } from '../../../src/domain/engine';
import {
  NO_HISTORY,
  PLAUSIBILITY_MESSAGE,
  type UnusualFigure,
} from '../../../src/domain/plausibility';
import { SUBJECT_KINDS } from '../../../src/domain/subjects';
import type { Database } from '../../db/schema';
import type { CountPeriod } from '../repositories/countRecords';
import type { MonthRef } from '../repositories/countRecords';
import { storeOf, type StoredSubject } from './countStores';
import { keyedError } from '../../shared/keyedErrors';

/** 400 naming each unusual figure (its row) unless the person confirmed them. */
function refuseUnconfirmed(flagged: { row: number; flag: UnusualFigure }[], confirmed: boolean) {
  if (flagged.length === 0 || confirmed) return;
  throw keyedError(
    flagged.map(({ row, flag }) => ({ row, field: flag.field, key: flag.key, args: flag.args })),
    { key: PLAUSIBILITY_MESSAGE.UNCONFIRMED },
  );
}

/**
 * The server's own look at a save's figures (issue 15), with the rules the entry screen used:
 * unusual figures the person did not confirm are a 400 naming each subject and field;
 * confirmed ones are kept — the answer is the subjects to store as confirmed-unusual.
 */
export async function confirmedUnusualRecords(
  db: Kysely<Database>,
  d: CountFormDeclaration,
  at: { period: CountPeriod; month: MonthRef },
  records: readonly { subject: StoredSubject; values: Record<string, unknown> }[],
  confirmed: boolean,
): Promise<Set<number>> {
  const measure = SUBJECT_KINDS[d.subject].placeMeasure;
  const subjects = records.map((r) => r.subject);
  const histories = await storeOf(d).histories(db, d, at, subjects, measure);
  const flagged = records.flatMap(({ subject, values }) =>
    unusualRecord(
      d,
      subject.sub_type_id ?? undefined,
      values,
      histories.get(subject.subject_id) ?? NO_HISTORY,
    ).map((flag) => ({ row: subject.subject_id, flag })),
  );
  refuseUnconfirmed(flagged, confirmed);
  return new Set(flagged.map((f) => f.row));
}
