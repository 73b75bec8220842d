import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_ERROR } from '../../../src/domain/apiErrors';
import { indiaToday } from '../../../src/domain/dates';
import {
  countPeriodKind,
  gateOf,
  moduleRefusal,
  type CountFormDeclaration,
  type CountPeriodBody,
  countFormByName,
} from '../../../src/domain/engine';
import { isoDate } from '../../../src/domain/calendar';
import { isWithinPath } from '../../../src/domain/geo';
import { takesEntry, type Period, type PeriodState } from '../../../src/domain/periods';
import { AppError, forbidden, notFound } from '../../appError';
import type { Database } from '../../db/schema';
import type { RequestFigures } from '../../db/entitySchema';
import type { SignedInUser } from '../../plugins/auth';
import type { PlaceRow } from '../../repositories/locations';
import { periodRequests, type PlacePeriod } from '../repositories/periodRequests';
import { pathsNow, writeTransaction } from '../../rollups/treeLock';
import { entryPlace, periodOf } from './countPeriod';
import { keyedError, keyedRows } from '../../shared/keyedErrors';

const E = 'app.periodRequest.error';
const conflict = (key: string) => {
  const [row] = keyedRows([{ key: `${E}.${key}` }]);
  return new AppError(409, API_ERROR.VALIDATION, row!.message, [row!]);
};

/** What is stored about a place's period that its gate reads (a granted reopening). */
export async function periodStateOf(
  db: Kysely<Database>,
  d: CountFormDeclaration,
  place: PlaceRow,
  period: { year: string; part: string },
): Promise<PeriodState> {
  const at = { module: d.name, location_id: place.location_id, ...period };
  const until = await periodRequests.reopenedUntil(db, at, isoDate(indiaToday()));
  return until ? { reopenedUntil: until } : {};
}

/**
 * `POST /<form>/reopen`: an entry office asks the office above to reopen one of its closed
 * periods, with a reason (400 when the period takes entry anyway; 409 when one already waits).
 */
export function askReopening(
  app: FastifyInstance,
  d: CountFormDeclaration,
  user: SignedInUser,
  body: CountPeriodBody & {
    reason: string;
    records?: RequestFigures['records'];
    confirmedUnusual?: boolean;
  },
) {
  return writeTransaction(app.database.kysely, async (trx) => {
    const scopePath = (await pathsNow(trx, [user.location_id])).get(user.location_id)!;
    const place = await entryPlace(trx, scopePath, d, body.locationId);
    const { parsed, period } = periodOf(countPeriodKind(d), body);
    const reason = body.reason.trim();
    if (!reason) throw keyedError([{ key: `${E}.reason`, field: 'reason' }]);
    const state = await periodStateOf(trx, d, place, period);
    if (takesEntry(gateOf(d, parsed as Period, indiaToday(), state)))
      throw keyedError([{ key: `${E}.open` }]);
    const at: PlacePeriod = { module: d.name, location_id: place.location_id, ...period };
    const figures = body.records?.length
      ? { records: body.records, confirmedUnusual: body.confirmedUnusual === true }
      : null;
    const id = await periodRequests.ask(trx, at, reason, user.user_id, figures);
    if (id === null) throw conflict('waiting');
    return { request_id: id };
  });
}

/**
 * A decision of the office above on a waiting request: granted until `days` from today, or
 * refused with a reason. Only a writer whose area holds the place strictly above it decides.
 */
export function decideReopening(
  app: FastifyInstance,
  user: SignedInUser,
  requestId: number,
  decision: { grant: true; days: number } | { grant: false; reason: string },
) {
  return writeTransaction(app.database.kysely, async (trx) => {
    const scopePath = (await pathsNow(trx, [user.location_id])).get(user.location_id)!;
    const request = await periodRequests.lockOne(trx, requestId);
    if (!request) throw notFound('no such request');
    if (!isWithinPath(request.path, scopePath)) {
      throw forbidden(API_ERROR.OUT_OF_SCOPE, 'the request is outside your area');
    }
    const refusal = await formAllowed(app, user, request.module, true);
    if (refusal) throw forbidden(API_ERROR[refusal], `${request.module}: ${refusal}`);
    if (request.location_id === user.location_id) throw conflict('ownPlace');
    if (request.status !== 'pending') throw conflict('decided');
    const today = indiaToday();
    if (decision.grant) {
      const last = new Date(today.getFullYear(), today.getMonth(), today.getDate() + decision.days);
      const until = isoDate(last);
      await periodRequests.decide(
        trx,
        requestId,
        { status: 'granted', decision: null, until },
        user.user_id,
      );
      return { request_id: requestId, status: 'granted' as const, until };
    }
    const reason = decision.reason.trim();
    if (!reason) throw keyedError([{ key: `${E}.reason`, field: 'reason' }]);
    await periodRequests.decide(
      trx,
      requestId,
      { status: 'refused', decision: reason, until: null },
      user.user_id,
    );
    return { request_id: requestId, status: 'refused' as const, until: null };
  });
}

/**
 * The count form a request is about, if the user may use it (its access rules, write when
 * deciding): a form the office may not open is neither listed nor decided there (issue 44).
 */
export async function formAllowed(
  app: FastifyInstance,
  user: SignedInUser,
  module: string,
  write: boolean,
) {
  const d = countFormByName(module) ?? (await app.modules.served(module))?.declaration;
  if (!d) return 'LEVEL_FORBIDDEN' as const;
  return moduleRefusal(d, { ...user, levelId: user.level_id }, write);
}

/** `GET /period-requests`: the requests of the places under the caller's office, of its forms. */
export async function requestsUnder(app: FastifyInstance, user: SignedInUser) {
  const all = await periodRequests.under(app.database.kysely, user.path, user.location_id);
  const allowed = new Map<string, boolean>();
  for (const module of new Set(all.map((r) => r.module)))
    allowed.set(module, (await formAllowed(app, user, module, false)) === null);
  return { requests: all.filter((r) => allowed.get(r.module)) };
}
