import type { FastifyInstance } from 'fastify';
import type { PlaceRow } from '../repositories/locations';
import {
  attendanceIssues,
  isMonthOpenForEntry,
  monthRange,
  parseFinancialYear,
  withTotal,
  type Attendance,
} from '../../src/domain/gathering';
import { isGatheringLevel } from '../../src/domain/levels';
import { badRequest } from '../appError';
import { assertPlaceInScope } from '../plugins/scope';
import type { MonthRef } from '../repositories/sanghik';
import { monthVersion, saveSanghik } from '../repositories/sanghikSave';
import type { SanghikQuery, SanghikSave } from '../../src/domain/gatheringRecords';
import { idsBetween, parentChain, placeView } from '../services/sanghikList';
import { confirmedUnusualUnits } from '../services/plausibleSave';
import { unitHistories } from '../repositories/unitHistory';
import { addBody, listBody } from './sanghikSchemas';
import { indiaToday } from '../../src/domain/dates';
import { keyedError } from '../services/keyedErrors';

function monthOf({ year, month }: SanghikQuery): MonthRef {
  const start = parseFinancialYear(year);
  if (start === undefined) throw badRequest('body/year must be a financial year like 2026-27');
  return { year, month, ...monthRange(start, month) };
}

/** Monthly gathering attendance (सांघिक) of the units under a नगर or उपखंड. */
export async function sanghikRoutes(app: FastifyInstance) {
  const sanghik = app.repos.sanghik;

  app.post<{ Body: SanghikQuery }>(
    '/sanghik/list',
    { schema: { summary: 'Units designated in a month, with attendance', body: listBody } },
    async (request) => {
      const place = await assertPlaceInScope(request, request.body.locationId);
      if (!isGatheringLevel(place.level_id)) {
        throw badRequest('please select town/sub-division/sub-division town level');
      }
      const m = monthOf(request.body);
      const rows = await sanghik.unitsOfMonth(place.path, m);
      const between = [...new Set(rows.flatMap((r) => idsBetween(r.path, place.path)))];
      const places = new Map<number, PlaceRow>(
        (await app.repos.locations.findByIds([...between, ...rows.map((r) => r.location_id)])).map(
          (p) => [p.location_id, p],
        ),
      );
      const histories = await unitHistories(
        app.database.kysely,
        rows.map((r) => r.sankalp_id),
        m,
      );
      const own = await sanghik.recordId(place.location_id, m.year, m.month);
      const saved = rows.map((r) => r.sanghik_id).filter((id): id is number => id !== null);
      return {
        sanghik_id: own ?? (saved.length ? Math.max(...saved) : null),
        version: await monthVersion(app.database.kysely, place.path, m),
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
    },
  );

  app.post<{ Body: SanghikSave }>(
    '/sanghik/add',
    {
      config: { access: 'write' },
      schema: { summary: "Saves a month's attendance of units, all or none", body: addBody },
    },
    async (request) => {
      const place = await assertPlaceInScope(request, request.body.locationId);
      if (!isGatheringLevel(place.level_id)) {
        throw badRequest('please select taluka or urban town level');
      }
      const items = request.body.upstitiDataArray;
      if (items.length === 0) throw badRequest('please fill the gathering information');
      const m = monthOf(request.body);
      if (!isMonthOpenForEntry(m.year, m.month, indiaToday())) {
        throw badRequest('gathering of this month can no longer be entered');
      }
      const ids = items.map((i) => i.sankalp_id);
      if (new Set(ids).size !== ids.length) throw badRequest('a unit is listed twice');
      assertWithinLimits(items);
      const unusual = await confirmedUnusualUnits(
        app.database.kysely,
        items,
        m,
        request.body.confirmedUnusual === true,
      );
      const sanghikId = await saveSanghik(
        app.database.kysely,
        {
          place,
          scopePath: request.user.path,
          scopePlaceId: request.user.location_id,
          items,
          version: request.body.version,
          unusual,
        },
        m,
        request.user.user_id,
      );
      return { message: 'gathering information updated successfully', sanghik_id: sanghikId };
    },
  );
}

/** 400 naming each unit (its index) and field over the caps, with the Marathi message. */
function assertWithinLimits(items: SanghikSave['upstitiDataArray']) {
  const issues = items.flatMap((item, row) =>
    attendanceIssues(item.sanghik_upstiti).map((issue) => ({ row, ...issue })),
  );
  if (issues.length > 0) throw keyedError(issues);
}
