import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { isWithinPath } from '../../src/domain/geo';
import {
  canListVolunteersAt,
  VOLUNTEER_API_MESSAGE,
  VOLUNTEER_PAGE,
} from '../../src/domain/volunteer/places';
import { badRequest, forbidden, notFound } from '../appError';
import { assertPlaceInScope } from '../plugins/scope';
import { SORT_COLUMNS, type ReportFilters } from '../repositories/volunteerFilters';
import { historyRecord, listBody, reportBody, volunteerRecord } from './volunteerSchemas';
import { authErrors } from './schemas';

interface ListBody {
  location_id: number;
  page?: number;
  perPage?: number;
  sort?: keyof typeof SORT_COLUMNS;
  order?: string;
  q?: string;
}

const listReply = { 200: { type: 'array', items: volunteerRecord }, ...authErrors };

/**
 * The list as the database wrote it: its SQL builds exactly the records of `listReply`, so
 * parsing and serialising them again would only cost time (issue 13).
 */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

/** Always a page (issue 17): the first one and the largest size when the client names none. */
const pageOf = (page?: number, perPage?: number) => ({
  page: page ?? 1,
  perPage: perPage ?? (page ? VOLUNTEER_PAGE.rows : VOLUNTEER_PAGE.max),
});

/** The place, when it is in scope and precise enough for a list (levels 3 and below). */
async function listablePlace(request: FastifyRequest, locationId: number) {
  const place = await assertPlaceInScope(request, locationId);
  if (!canListVolunteersAt(place.level_id)) throw badRequest(VOLUNTEER_API_MESSAGE.TOO_WIDE);
  return place;
}

/** Reading the register (spec §7): list, report, history. */
export async function volunteerRoutes(app: FastifyInstance) {
  const volunteers = app.repos.volunteers;

  app.post<{ Body: ListBody }>(
    '/swayamsevak/allusers',
    {
      schema: {
        summary: "A place's volunteers over its whole subtree, a page at a time (x-total-count)",
        body: listBody,
        response: listReply,
      },
    },
    async (request, reply) => {
      const { location_id, page, perPage, sort, order, q } = request.body;
      const place = await listablePlace(request, location_id);
      const { json, total } = await volunteers.list(place.path, {
        ...pageOf(page, perPage),
        sortColumn: sort ? SORT_COLUMNS[sort] : undefined,
        order: order?.toLowerCase() === 'asc' ? 'asc' : 'desc',
        q,
      });
      return sendJson(reply.header('x-total-count', String(total)), json);
    },
  );

  app.post<{ Body: ReportFilters & { location_id: number; page?: number; perPage?: number } }>(
    '/swayamsevak/report',
    {
      schema: {
        summary: 'Volunteers matching every given filter, a page at a time (x-total-count)',
        body: reportBody,
        response: listReply,
      },
    },
    async (request, reply) => {
      const { location_id, page, perPage, ...filters } = request.body;
      const place = await listablePlace(request, location_id);
      const { json, total } = await volunteers.list(place.path, pageOf(page, perPage), filters);
      return sendJson(reply.header('x-total-count', String(total)), json);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/swayamsevak/history/:id',
    {
      schema: {
        summary: "A volunteer's snapshots, oldest first",
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
        response: { 200: { type: 'array', items: historyRecord }, ...authErrors },
      },
    },
    async (request) => {
      const found = await volunteers.findAny(request.params.id);
      if (!found) throw notFound('volunteer not found');
      if (!isWithinPath(found.location_path, request.user.path)) {
        throw forbidden(API_ERROR.OUT_OF_SCOPE, 'volunteer is outside your area');
      }
      return volunteers.history(found.id);
    },
  );
}
