import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { indiaToday } from '../../src/domain/dates';
import {
  attendanceIssues,
  isMonthOpenForEntry,
  monthRange,
  parseFinancialYear,
  withTotal,
  type Attendance,
} from '../../src/domain/gathering';
import type { SanghikQuery, SanghikSave } from '../../src/domain/gatheringRecords';
import { isGatheringLevel } from '../../src/domain/levels';
import { badRequest } from '../appError';
import type { Database } from '../db/schema';
import type { SignedInUser } from '../plugins/auth';
import { placeInScope } from '../plugins/scope';
import type { PlaceRow } from '../repositories/locations';
import type { MonthRef } from '../repositories/sanghik';
import { monthVersion, writeMonth } from '../repositories/sanghikSave';
import { unitHistories } from '../repositories/unitHistory';
import { pathsNow, writeTransaction } from '../rollups/treeLock';
import { keyedError } from './keyedErrors';
import { confirmedUnusualUnits } from './plausibleSave';
import { idsBetween, parentChain, placeView } from './sanghikList';

function monthOf({ year, month }: SanghikQuery): MonthRef {
  const start = parseFinancialYear(year);
  if (start === undefined) throw badRequest('body/year must be a financial year like 2026-27');
  return { year, month, ...monthRange(start, month) };
}

/** The chosen place: in the user's area (403/404), a नगर or उपखंड (else `wrongLevel`). */
async function gatheringPlace(
  db: Kysely<Database>,
  scopePath: string,
  locationId: number,
  wrongLevel: string,
) {
  const place = await placeInScope(db, scopePath, locationId);
  if (!isGatheringLevel(place.level_id)) throw badRequest(wrongLevel);
  return place;
}

/** `POST /sanghik/list`: the units designated in a month under the place, with attendance. */
export async function gatheringMonth(app: FastifyInstance, user: SignedInUser, body: SanghikQuery) {
  const db = app.database.kysely;
  const place = await gatheringPlace(
    db,
    user.path,
    body.locationId,
    'please select town/sub-division/sub-division town level',
  );
  const m = monthOf(body);
  const rows = await app.repos.sanghik.unitsOfMonth(place.path, m);
  const between = [...new Set(rows.flatMap((r) => idsBetween(r.path, place.path)))];
  const places = new Map<number, PlaceRow>(
    (await app.repos.locations.findByIds([...between, ...rows.map((r) => r.location_id)])).map(
      (p) => [p.location_id, p],
    ),
  );
  const histories = await unitHistories(
    db,
    rows.map((r) => r.sankalp_id),
    m,
  );
  const own = await app.repos.sanghik.recordId(place.location_id, m.year, m.month);
  const saved = rows.map((r) => r.sanghik_id).filter((id): id is number => id !== null);
  return {
    sanghik_id: own ?? (saved.length ? Math.max(...saved) : null),
    version: await monthVersion(db, place.path, m),
    year: m.year,
    month: m.month,
    location: placeView(place),
    sankalp: rows.map((r) => ({
      sankalp_id: r.sankalp_id,
      localized_name: r.localized_name,
      ekak_type_id: r.ekak_type_id,
      ekak_sub_type_id: r.ekak_sub_type_id,
      location: placeView(places.get(r.location_id)!),
      parent: parentChain(r.path, place, places),
      sanghik_upstiti: withTotal(r.sanghik_id === null ? {} : (r as Attendance)),
      history: histories.get(r.sankalp_id) ?? { months: [], volunteers: null },
    })),
  };
}

/** 400 naming each unit (its index) and field over the caps, with the Marathi message. */
function assertWithinLimits(items: SanghikSave['upstitiDataArray']) {
  const issues = items.flatMap((item, row) =>
    attendanceIssues(item.sanghik_upstiti).map((issue) => ({ row, ...issue })),
  );
  if (issues.length > 0) throw keyedError(issues);
}

/**
 * `POST /sanghik/add`: a month's attendance of units, all or none, in one transaction that
 * holds the scope check (paths read under the tree's lock), the rules, the unusual-figure check
 * and the month's write with its roll-ups.
 */
export function saveGatheringMonth(app: FastifyInstance, user: SignedInUser, body: SanghikSave) {
  return writeTransaction(app.database.kysely, async (trx) => {
    // the user's area as it is under the tree's lock (a move may have ended meanwhile)
    const scopePath = (await pathsNow(trx, [user.location_id])).get(user.location_id)!;
    const place = await gatheringPlace(
      trx,
      scopePath,
      body.locationId,
      'please select taluka or urban town level',
    );
    const items = body.upstitiDataArray;
    if (items.length === 0) throw badRequest('please fill the gathering information');
    const m = monthOf(body);
    if (!isMonthOpenForEntry(m.year, m.month, indiaToday())) {
      throw badRequest('gathering of this month can no longer be entered');
    }
    const ids = items.map((i) => i.sankalp_id);
    if (new Set(ids).size !== ids.length) throw badRequest('a unit is listed twice');
    assertWithinLimits(items);
    const unusual = await confirmedUnusualUnits(trx, items, m, body.confirmedUnusual === true);
    const sanghikId = await writeMonth(
      trx,
      { place, scopePath, items, version: body.version, unusual },
      m,
      user.user_id,
    );
    return { message: 'gathering information updated successfully', sanghik_id: sanghikId };
  });
}
