import type { Kysely } from 'kysely';
import type { CountFormDeclaration, CountPeriodBody } from '../../../src/domain/engine';
import type { Shift } from '../../../src/domain/expressions';
import type { Period, PeriodBody, PeriodKind } from '../../../src/domain/periods';
import type { Database } from '../../db/schema';
import { placeInScope } from '../../plugins/scope';
import type { CountPeriod, MonthRef } from '../repositories/countRecords';
import { API_ERROR } from '../../../src/domain/apiErrors';
import { gateMessage, shiftedPeriod, type PeriodGate } from '../../../src/domain/periods';
import { AppError } from '../../appError';
import { keyedError, keyedRows } from '../../shared/keyedErrors';

/** A 400 whose message is a count-form message (`app.countForm.<key>`), Marathi and its key. */
export function countError(key: string, args: Record<string, string | number> = {}) {
  const full = `app.countForm.error.${key}`;
  return keyedError([{ key: full, ...(Object.keys(args).length ? { args } : {}) }]);
}

/**
 * 409 for a period that takes no entry (issue 25): `PERIOD_APPROVED` for approved figures,
 * `PERIOD_CLOSED` otherwise, with the reason in Marathi (since when, whom to ask) and its key.
 */
export function periodRefusal(gate: PeriodGate): AppError {
  const [row] = keyedRows([gateMessage(gate)]);
  const code = gate.status === 'approved' ? API_ERROR.PERIOD_APPROVED : API_ERROR.PERIOD_CLOSED;
  return new AppError(409, code, row!.message, [row!]);
}

/**
 * The period a call names, by the form's period kind (a known festival for festival forms): as
 * the domain names it (`parsed`), as records are keyed (`period`: a month's part is its number),
 * and the month it counts in.
 */
export function periodOf(
  kind: PeriodKind,
  body: CountPeriodBody,
): { parsed: Period; period: CountPeriod; month: MonthRef } {
  const parsed = kind.parse(body as unknown as PeriodBody);
  if ('problem' in parsed) throw countError(parsed.problem);
  const part = parsed.part ?? (parsed.month === undefined ? '' : String(parsed.month));
  return { parsed, period: { year: parsed.year, part }, month: kind.monthOf(parsed) };
}

/**
 * A period shifted back (the previous one, the same a year before) as the stores read it; null
 * when there is none (a year before the app's first).
 */
export function shiftedPeriodOf(kind: PeriodKind, parsed: Period, shift: Shift) {
  const period = shiftedPeriod(parsed, shift);
  if (!period) return null;
  try {
    return periodOf(kind, kind.bodyOf(period) as never);
  } catch {
    return null;
  }
}

/**
 * The place of an entry screen, read on `db` (a save's transaction): in the user's area
 * `scopePath` (403), of one of the form's entry levels (400).
 */
export async function entryPlace(
  db: Kysely<Database>,
  scopePath: string,
  d: CountFormDeclaration,
  locationId: number,
) {
  return entryLevelChecked(d, await placeInScope(db, scopePath, locationId));
}

/** A place the screen names is one of the form's entry levels (else 400). */
export function entryLevelChecked<P extends { level_id: number }>(
  d: CountFormDeclaration,
  place: P,
) {
  if (!d.entryLevels.includes(place.level_id)) throw countError('entryLevel');
  return place;
}
