import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../appError';
import { assertPlaceInScope } from '../plugins/scope';
import { assembleTree } from '../services/geoTree';
import { searchPlaces } from '../services/placeSearch';
import { authErrors, typed } from '../shared/routeSchemas';

const withClosed = {
  type: 'boolean',
  description: 'closed places too (hidden otherwise), each with the day it closed',
} as const;

export async function geoRoutes(app: FastifyInstance) {
  const routes = typed(app);
  routes.post(
    '/geo/tree/location',
    {
      schema: {
        summary: 'A place and its descendants, `depth` levels deep (all when omitted)',
        body: {
          type: 'object',
          required: ['locationId'],
          properties: {
            locationId: { type: 'integer', minimum: 1 },
            depth: { type: 'integer', minimum: 0 },
            withClosed,
          },
        },
        response: { 200: { $ref: 'GeoNode#' }, ...authErrors },
      },
    },
    async (request) => {
      const { locationId, depth, withClosed = false } = request.body;
      const root = await assertPlaceInScope(request, locationId);
      const rows = await app.repos.locations.subtree(root.path, depth, withClosed);
      const tree = assembleTree(root, rows, depth, withClosed);
      if (!tree) throw notFound('place not found');
      return tree;
    },
  );

  routes.post(
    '/geo/search',
    {
      schema: {
        summary: "Places in the caller's area whose name contains `q`",
        body: {
          type: 'object',
          required: ['q'],
          properties: {
            q: { type: 'string', minLength: 1, maxLength: 100 },
            limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
            withClosed,
          },
        },
        response: {
          200: { type: 'array', items: { $ref: 'PlaceSearchHit#' } },
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { q, limit = 20, withClosed = false } = request.body;
      const text = q.trim();
      if (!text) throw badRequest('body/q must not be blank');
      return searchPlaces(app.repos.locations, request.user.path, text, limit, withClosed);
    },
  );
}
