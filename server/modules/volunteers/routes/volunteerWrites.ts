import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR } from '../../../../src/domain/apiErrors';
import { BULK_BODY_LIMIT } from '../../../bodyLimits';
import { isWithinPath } from '../../../../src/domain/geo';
import type { VolunteerMode } from '../../../../src/domain/modules/volunteers/schema';
import {
  canEnterVolunteersAt,
  VOLUNTEER_API_MESSAGE,
} from '../../../../src/domain/modules/volunteers/places';
import { AppError, badRequest, forbidden, notFound } from '../../../appError';
import { swayamsevak } from '../../../../src/domain/modules';
import { registerBulkAdd } from '../../../engine/services/registerBulkAdd';
import { registerWrites } from '../../../engine/services/registerSave';
import { assertVersion, staleError } from '../../../repositories/version';
import { assertPlaceInScope } from '../../../plugins/scope';
import type { VolunteerScopeRow } from '../volunteersRepository';
import { checkUpload } from '../volunteerUploadCheck';
import { warmUploadCheck } from '../uploadCheckPool';
import {
  addInSteps,
  checkAndStore,
  rowsFailed,
  validateOrThrow,
  validateRowsInSteps,
} from '../volunteerRows';
import { authErrors } from '../../../shared/routeSchemas';
import { volunteerDuplicates } from './volunteerDuplicates';
import {
  addBody,
  addReply,
  checkReply,
  deleteBody,
  messageReply,
  updateBody,
} from './volunteerSchemas';

type Row = Record<string, unknown>;
interface AddBody {
  selectedLocation: number | { location_id: number };
  swayamsevaks: Row[];
  source?: VolunteerMode;
  /** Save the valid rows and leave out the others (an explicit choice; default all or none). */
  onlyValid?: boolean;
}

const placeIdOf = ({ selectedLocation }: AddBody) =>
  typeof selectedLocation === 'object' ? selectedLocation.location_id : selectedLocation;
const modeOf = ({ source, swayamsevaks }: AddBody): VolunteerMode =>
  source ?? (swayamsevaks.length > 1 ? 'sheet' : 'form');

/** How long after start the upload's worker starts (the first large upload starts it sooner). */
const WARM_AFTER_MS = 10_000;

type UpdateRecord = Row & { id: number; location_id?: number; updatedAt?: string };

/** A place in scope where volunteers may be entered (village or settlement). */
async function entryPlace(request: FastifyRequest, locationId: number) {
  const place = await assertPlaceInScope(request, locationId);
  if (!canEnterVolunteersAt(place.level_id)) {
    throw badRequest(VOLUNTEER_API_MESSAGE.WRONG_ENTRY_LEVEL);
  }
  return place;
}

/**
 * A change of a volunteer deleted after the checks: the spec's 409 STALE (the engine's 404
 * says the same of a record it no longer finds).
 */
const asSpecStale = <T>(saving: Promise<T>) =>
  saving.catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) throw staleError('the volunteer');
    throw error;
  });

/** Each id live and inside the user's area, or 404 / 403 before anything changes. */
function assertAllInScope<R extends VolunteerScopeRow>(
  request: FastifyRequest,
  ids: number[],
  found: R[],
): R[] {
  const byId = new Map(found.map((v) => [v.id, v]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(`volunteer ${id} not found`);
    if (!isWithinPath(row.location_path, request.user.path)) {
      throw forbidden(API_ERROR.OUT_OF_SCOPE, 'volunteer is outside your area');
    }
    return row;
  });
}

/** Changing the register (spec §7): add (also the bulk upload) and its dry run, update, delete. */
export async function volunteerWriteRoutes(app: FastifyInstance) {
  const volunteers = app.repos.volunteers;
  // the engine's register writes over the volunteer table (the store of `swayamsevak`)
  const addMany = registerBulkAdd(app, swayamsevak);
  const writes = registerWrites(app, swayamsevak);
  const reference = app.repos.referenceData;
  const duplicatesOf = volunteerDuplicates(app);
  // the upload's worker starts once the server is up, not on its way up (start time, issue 45)
  let warming: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    warming = setTimeout(warmUploadCheck, WARM_AFTER_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(warming));

  app.post<{ Body: AddBody }>(
    '/swayamsevak/add',
    {
      bodyLimit: BULK_BODY_LIMIT,
      config: { access: 'write' },
      schema: {
        summary: 'Adds volunteers at a village or settlement: all rows or none',
        body: addBody,
        response: { ...addReply, ...authErrors },
      },
    },
    async (request) => {
      const place = await entryPlace(request, placeIdOf(request.body));
      const rows = request.body.swayamsevaks;
      const mode = modeOf(request.body);
      const rules = await reference.catalogueLists();
      if (request.body.onlyValid) {
        const { valid, errors } = await validateRowsInSteps(rows, rules, mode);
        if (valid.length === 0) throw rowsFailed(errors);
        const { length: count } = await addMany(request.user, place.location_id, (add) =>
          addInSteps(valid, add),
        );
        return { message: VOLUNTEER_API_MESSAGE.ADDED, count, skipped: errors.map((e) => e.row) };
      }
      // checked with the shared rules step by step, each step stored while the next is checked
      const { length: count } = await addMany(
        request.user,
        place.location_id,
        (add, addPayload, reserve) =>
          checkAndStore(rows, rules, mode, app.database.kind, { add, addPayload, reserve }),
      );
      return { message: VOLUNTEER_API_MESSAGE.ADDED, count };
    },
  );

  app.post<{ Body: AddBody }>(
    '/swayamsevak/add/check',
    {
      bodyLimit: BULK_BODY_LIMIT,
      config: { access: 'write' },
      schema: {
        summary: 'Checks an upload as the add would, duplicates included; stores nothing',
        body: addBody,
        response: { ...checkReply, ...authErrors },
      },
    },
    async (request) => {
      await entryPlace(request, placeIdOf(request.body));
      const rules = await reference.catalogueLists();
      return checkUpload(request.body.swayamsevaks, rules, modeOf(request.body), (queries) =>
        duplicatesOf(request.user.path, queries),
      );
    },
  );

  app.put<{ Body: UpdateRecord[] }>(
    '/swayamsevak/update',
    {
      config: { access: 'write' },
      schema: {
        summary: 'Saves edited volunteers (the dialog sends one) and snapshots each',
        body: updateBody,
        response: { ...messageReply, ...authErrors },
      },
    },
    async (request) => {
      const ids = request.body.map((r) => r.id);
      const current = assertAllInScope(request, ids, await volunteers.findForScope(ids));
      const places = await Promise.all(
        request.body.map((r, i) =>
          r.location_id && r.location_id !== current[i].location_id
            ? entryPlace(request, r.location_id)
            : current[i],
        ),
      );
      const lists = await reference.catalogueLists();
      const rows = validateOrThrow(request.body, lists, 'form');
      // the spec's version (updatedAt, when sent) checked here; the engine's under the lock
      const changes = rows.map((value, i) => {
        assertVersion(request.body[i].updatedAt, current[i].updatedAt, 'the volunteer');
        // sent without one, the last write wins, as the spec's update always did
        const version = request.body[i].updatedAt === undefined ? undefined : current[i].version;
        const body = { ...value, location_id: places[i].location_id, version };
        return { id: ids[i], body };
      });
      // the engine checks the values again (its guarantee) against the same lists, read once
      await asSpecStale(writes.updateMany(request.user, changes, lists));
      return { message: VOLUNTEER_API_MESSAGE.UPDATED };
    },
  );

  app.put<{ Body: { ids: number[] } }>(
    '/swayamsevak/delet',
    {
      config: { access: 'write' },
      schema: {
        summary: 'Soft-deletes volunteers: rows and history kept, gone from every list',
        body: deleteBody,
        response: { ...messageReply, ...authErrors },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      assertAllInScope(request, ids, await volunteers.findForScope(ids));
      const count = (await writes.removeMany(request.user, ids)).length;
      return { message: VOLUNTEER_API_MESSAGE.DELETED, count };
    },
  );
}
