import type { FastifyInstance } from 'fastify';
import { sanghik } from '../../../src/domain/modules';
import {
  ATTENDANCE_FIELDS,
  attendanceIssues,
  withTotal,
} from '../../../src/domain/modules/gathering';
import type { SanghikQuery, SanghikSave } from '../../../src/domain/modules/gathering/records';
import { MONTH } from '../../../src/domain/periods';
import { API_ERROR } from '../../../src/domain/apiErrors';
import { NO_HISTORY } from '../../../src/domain/plausibility';
import { AppError, badRequest, forbidden } from '../../appError';
import type { SignedInUser } from '../../plugins/auth';
import { monthVersion } from './gatheringRecords';
import type { PlaceRow } from '../../repositories/locations';
import { assertVersion } from '../../repositories/version';
import { entryPlace, periodOf } from '../../engine/services/countPeriod';
import { saveCountForm, type LockedCheck } from '../../engine/services/countSave';
import { storeOf } from '../../engine/services/countStores';
import { keyedError } from '../../shared/keyedErrors';
import { idsBetween, parentChain, placeView } from './sanghikList';
import { unitSubjectSource } from '../units/unitSubjects';

/**
 * The gathering's calls as spec §3 has them (`/sanghik/list`, `/sanghik/add`), answered by the
 * count-form engine of the `sanghik` declaration: the same listing, rules and save, in the spec's
 * payloads. The engine's refusals of a whole call get the spec's messages; its rows name a unit
 * by its place in the sent array, as the spec's did.
 */
const COMMON: Readonly<Record<string, string>> = {
  'app.countForm.error.year': 'body/year must be a financial year like 2026-27',
  'app.countForm.error.month': 'body/month must be a month, 1..12',
  'app.countForm.error.empty': 'please fill the gathering information',
  'app.countForm.error.twice': 'a unit is listed twice',
};
const LIST = {
  ...COMMON,
  'app.countForm.error.entryLevel': 'please select town/sub-division/sub-division town level',
};
const SAVE = {
  ...COMMON,
  'app.countForm.error.entryLevel': 'please select taluka or urban town level',
};
const WITH_IDS: Readonly<Record<string, string>> = {
  'app.countForm.error.notUnder': 'units not under this place',
  'app.countForm.error.notActive': 'units not designated in this month',
};

/** The engine's refusal in the spec's terms (`sent`: the unit ids in the order sent). */
async function inSpecTerms<T>(
  call: () => Promise<T>,
  messages: Readonly<Record<string, string>>,
  sent: readonly number[] = [],
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AppError) || !error.rows?.length) throw error;
    const [first] = error.rows;
    if (first?.key && messages[first.key]) throw badRequest(messages[first.key]!);
    const outside = String(first?.args?.outside ?? '');
    if (first?.key === 'app.countForm.error.notUnder' && outside) {
      throw forbidden(API_ERROR.OUT_OF_SCOPE, `units outside your area: ${outside}`);
    }
    if (first?.key && WITH_IDS[first.key]) {
      throw badRequest(`${WITH_IDS[first.key]}: ${String(first.args?.ids ?? '')}`);
    }
    const rows = error.rows.map((r) =>
      r.row === undefined ? r : { ...r, row: sent.indexOf(r.row) },
    );
    throw new AppError(error.statusCode, error.code, error.message, rows);
  }
}

/** `POST /sanghik/list`: the units designated in a month under the place, with attendance. */
export async function gatheringMonth(app: FastifyInstance, user: SignedInUser, body: SanghikQuery) {
  const db = app.database.kysely;
  const { place, period, month } = await inSpecTerms(async () => {
    const at = await entryPlace(db, user.path, sanghik, body.locationId);
    return { place: at, ...periodOf(MONTH, body) };
  }, LIST);
  const store = storeOf(sanghik);
  const rows = await unitSubjectSource.list(app, store.recordJoin, sanghik, place, period, month);
  const between = [...new Set(rows.flatMap((r) => idsBetween(r.path, place.path)))];
  const places = new Map<number, PlaceRow>(
    (await app.repos.locations.findByIds([...between, ...rows.map((r) => r.location_id)])).map(
      (p) => [p.location_id, p],
    ),
  );
  const histories = await store.histories(db, sanghik, { period, month }, rows, 'volunteers');
  const own = await app.repos.sanghik.recordId(place.location_id, month.year, month.month);
  const saved = rows.map((r) => r.record_id).filter((id): id is number => id !== null);
  return {
    sanghik_id: own ?? (saved.length ? Math.max(...saved) : null),
    version: await monthVersion(db, place.path, month),
    year: month.year,
    month: month.month,
    location: placeView(place),
    sankalp: rows.map((r) => ({
      sankalp_id: r.subject_id,
      localized_name: r.name,
      ekak_type_id: r.type_id!,
      ekak_sub_type_id: r.sub_type_id!,
      location: placeView(places.get(r.location_id)!),
      parent: parentChain(r.path, place, places),
      sanghik_upstiti: withTotal(r.data ?? {}),
      history: histories.get(r.subject_id) ?? NO_HISTORY,
    })),
  };
}

/** The spec's counts of a unit as the declaration's fields (the sent total is recomputed). */
const countsOf = (sent: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(ATTENDANCE_FIELDS.filter((f) => sent[f] != null).map((f) => [f, sent[f]]));

/**
 * `POST /sanghik/add`: a month's attendance of units, all or none, saved by the count-form
 * engine; the month's version the list gave (when sent) is checked under the month's lock.
 */
export async function saveGatheringMonth(
  app: FastifyInstance,
  user: SignedInUser,
  body: SanghikSave,
) {
  const items = body.upstitiDataArray;
  const sent = items.map((i) => i.sankalp_id);
  // the spec's own cap check of what it sends, every count (its rows: the units' places)
  const over = items.flatMap((item, row) =>
    attendanceIssues(item.sanghik_upstiti).map((issue) => ({ row, ...issue })),
  );
  if (over.length) throw keyedError(over);
  const sameMonth: LockedCheck = async (trx, at) =>
    assertVersion(body.version, await monthVersion(trx, at.place.path, at.month), 'the month');
  const { id } = await inSpecTerms(
    () =>
      saveCountForm(
        app,
        sanghik,
        user,
        {
          locationId: body.locationId,
          year: body.year,
          month: body.month,
          records: items.map((i) => ({
            subject_id: i.sankalp_id,
            values: countsOf(i.sanghik_upstiti),
          })),
          ...(body.confirmedUnusual === undefined
            ? {}
            : { confirmedUnusual: body.confirmedUnusual }),
        },
        // the month's version is read only when the client sent the one it read
        { afterLock: body.version === undefined ? undefined : sameMonth, dropHidden: true },
      ),
    SAVE,
    sent,
  );
  return { message: 'gathering information updated successfully', sanghik_id: id };
}
