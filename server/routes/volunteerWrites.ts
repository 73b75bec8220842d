import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { BULK_BODY_LIMIT } from '../bodyLimits';
import { isWithinPath } from '../../src/domain/geo';
import type { VolunteerMode } from '../../src/domain/volunteer/schema';
import { canEnterVolunteersAt, VOLUNTEER_API_MESSAGE } from '../../src/domain/volunteer/places';
import { badRequest, forbidden, notFound } from '../appError';
import { assertPlaceInScope, requireWrite } from '../plugins/scope';
import { referenceDataRepository } from '../repositories/referenceData';
import { volunteerWritesRepository } from '../repositories/volunteerWrites';
import { volunteersRepository, type VolunteerScopeRow } from '../repositories/volunteers';
import { validateInSteps, validateOrThrow } from '../services/volunteerRows';
import { authErrors } from './schemas';
import { addBody, deleteBody, messageReply, updateBody } from './volunteerSchemas';

type Row = Record<string, unknown>;
interface AddBody {
  selectedLocation: number | { location_id: number };
  swayamsevaks: Row[];
  source?: VolunteerMode;
}
type UpdateRecord = Row & { id: number; location_id?: number; updatedAt?: string };

/** A place in scope where volunteers may be entered (village or settlement). */
async function entryPlace(request: FastifyRequest, locationId: number) {
  const place = await assertPlaceInScope(request, locationId);
  if (!canEnterVolunteersAt(place.level_id)) {
    throw badRequest(VOLUNTEER_API_MESSAGE.WRONG_ENTRY_LEVEL);
  }
  return place;
}

/** Each id live and inside the user's area, or 404 / 403 before anything changes. */
function assertAllInScope(request: FastifyRequest, ids: number[], found: VolunteerScopeRow[]) {
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

/** Changing the register (spec §7): add (also the bulk upload), update, soft delete. */
export async function volunteerWriteRoutes(app: FastifyInstance) {
  const volunteers = volunteersRepository(app.database.kysely);
  const writes = volunteerWritesRepository(app.database.kysely);
  const reference = referenceDataRepository(app.database.kysely);

  app.post<{ Body: AddBody }>(
    '/swayamsevak/add',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary: 'Adds volunteers at a village or settlement: all rows or none',
        body: addBody,
        response: { ...messageReply, ...authErrors },
      },
    },
    async (request) => {
      requireWrite(request);
      const { selectedLocation, swayamsevaks, source } = request.body;
      const id =
        typeof selectedLocation === 'object' ? selectedLocation.location_id : selectedLocation;
      const place = await entryPlace(request, id);
      const mode = source ?? (swayamsevaks.length > 1 ? 'sheet' : 'form');
      const rules = await reference.volunteerReference();
      // checked with the shared rules step by step, each step stored while the next is checked
      const count = await writes.insertMany(place, request.user.user_id, (add) =>
        validateInSteps(swayamsevaks, rules, mode, add),
      );
      return { message: VOLUNTEER_API_MESSAGE.ADDED, count };
    },
  );

  app.put<{ Body: UpdateRecord[] }>(
    '/swayamsevak/update',
    {
      schema: {
        summary: 'Saves edited volunteers (the dialog sends one) and snapshots each',
        body: updateBody,
        response: { ...messageReply, ...authErrors },
      },
    },
    async (request) => {
      requireWrite(request);
      const ids = request.body.map((r) => r.id);
      const current = assertAllInScope(request, ids, await volunteers.findForScope(ids));
      const places = await Promise.all(
        request.body.map((r, i) =>
          r.location_id && r.location_id !== current[i].location_id
            ? entryPlace(request, r.location_id)
            : { location_id: current[i].location_id, path: current[i].location_path },
        ),
      );
      const rows = validateOrThrow(request.body, await reference.volunteerReference(), 'form');
      const changes = rows.map((value, i) => ({
        id: ids[i],
        place: places[i],
        value,
        version: request.body[i].updatedAt,
      }));
      await writes.updateMany(changes, request.user.user_id);
      return { message: VOLUNTEER_API_MESSAGE.UPDATED };
    },
  );

  app.put<{ Body: { ids: number[] } }>(
    '/swayamsevak/delet',
    {
      schema: {
        summary: 'Soft-deletes volunteers: rows and history kept, gone from every list',
        body: deleteBody,
        response: { ...messageReply, ...authErrors },
      },
    },
    async (request) => {
      requireWrite(request);
      const ids = [...new Set(request.body.ids)];
      assertAllInScope(request, ids, await volunteers.findForScope(ids));
      const count = await writes.softDelete(ids, request.user.user_id);
      return { message: VOLUNTEER_API_MESSAGE.DELETED, count };
    },
  );
}
