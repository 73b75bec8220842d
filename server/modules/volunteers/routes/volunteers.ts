import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERROR } from '../../../../src/domain/apiErrors';
import { isWithinPath } from '../../../../src/domain/geo';
import {
  canListVolunteersAt,
  VOLUNTEER_API_MESSAGE,
  VOLUNTEER_PAGE,
} from '../../../../src/domain/modules/volunteers/places';
import { swayamsevak } from '../../../../src/domain/modules';
import { isoToDayMonthYear } from '../../../../src/domain/modules/volunteers/normalise';
import { badRequest, forbidden, notFound } from '../../../appError';
import { storeOf } from '../../../engine/repositories/registerStores';
import { assertPlaceInScope } from '../../../plugins/scope';
import { SORT_COLUMNS, type ReportFilters } from '../volunteerFilters';
import { historyRecord, listBody, reportBody, volunteerRecord } from './volunteerSchemas';
import { authErrors } from '../../../shared/routeSchemas';

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

/** A page when the client names one (or its size): the first page unless it names another. */
const pageOf = (page?: number, perPage?: number) =>
  page === undefined && perPage === undefined
    ? undefined
    : { page: page ?? 1, perPage: perPage ?? VOLUNTEER_PAGE.rows };

/**
 * The whole list when no page is asked (spec §7: the subtree's volunteers), streamed as a JSON
 * array in the list's order, with the total.
 */
async function sendWholeList(
  reply: FastifyReply,
  ...args: Parameters<FastifyInstance['repos']['volunteers']['wholeList']>
) {
  const { total, pieces } = await reply.server.repos.volunteers.wholeList(...args);
  return reply
    .header('x-total-count', String(total))
    .type('application/json; charset=utf-8')
    .send(Readable.from(pieces));
}

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
        summary:
          "A place's volunteers over its whole subtree (streamed), or a page of them; x-total-count",
        body: listBody,
        response: listReply,
      },
    },
    async (request, reply) => {
      const { location_id, page, perPage, sort, order, q } = request.body;
      const place = await listablePlace(request, location_id);
      const options = {
        sortColumn: sort ? SORT_COLUMNS[sort] : undefined,
        order: order?.toLowerCase() === 'asc' ? ('asc' as const) : ('desc' as const),
        q,
      };
      const asked = pageOf(page, perPage);
      if (!asked) return sendWholeList(reply, place.path, options);
      const { json, total } = await volunteers.list(place.path, { ...options, ...asked });
      return sendJson(reply.header('x-total-count', String(total)), json);
    },
  );

  app.post<{ Body: ReportFilters & { location_id: number; page?: number; perPage?: number } }>(
    '/swayamsevak/report',
    {
      schema: {
        summary: 'Volunteers matching every given filter: all (streamed) or a page; x-total-count',
        body: reportBody,
        response: listReply,
      },
    },
    async (request, reply) => {
      const { location_id, page, perPage, ...filters } = request.body;
      const place = await listablePlace(request, location_id);
      const asked = pageOf(page, perPage);
      if (!asked) return sendWholeList(reply, place.path, {}, filters);
      const { json, total } = await volunteers.list(place.path, asked, filters);
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
      // the engine's snapshots (its store's history), in the spec's shape: a day as dd-mm-yyyy
      const snapshots = await storeOf(app.repos, swayamsevak).history(found.id);
      return snapshots.map((snapshot) => ({
        location_id: snapshot.location_id,
        ...snapshot.data,
        dateOfBirth: isoToDayMonthYear(String(snapshot.data.dateOfBirth ?? '')),
        createdAt: snapshot.changed_at,
      }));
    },
  );
}
