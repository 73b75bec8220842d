import type { FastifyInstance } from 'fastify';
import { assertPlaceInScope } from '../plugins/scope';
import { placeChanges } from '../repositories/placeChanges';
import { placeAdmin } from '../services/placeAdmin';
import { authErrors, typed } from '../shared/routeSchemas';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const naming = { name: text(100), suffix: text(30) };
const params = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id },
} as const;
const closed = <const R extends readonly string[], const P extends object>(
  required: R,
  properties: P,
) => ({ type: 'object', required, additionalProperties: false, properties }) as const;

/**
 * The place administration of /geo/tree (issue 27): add a child place, rename, move with its
 * subtree, close and reopen, merge into another, and each place's history. Admins everywhere; office heads strictly below their place.
 */
export async function placeAdminRoutes(app: FastifyInstance) {
  const routes = typed(app);
  routes.post(
    '/geo/place',
    {
      config: { access: 'write' },
      schema: {
        summary: 'Adds a place under a parent',
        body: closed(['parentId', 'levelId', 'name', 'suffix'], {
          parentId: id,
          levelId: { type: 'integer', minimum: 1, maximum: 99 },
          ...naming,
        }),
        response: {
          201: { description: 'the place as added', type: 'object', additionalProperties: true },
          ...authErrors,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await placeAdmin(app, request.user).add(request.body)),
  );

  routes.put(
    '/geo/place/:id',
    {
      config: { access: 'write' },
      schema: {
        summary: 'Renames a place',
        params,
        body: closed(['name', 'suffix'], naming),
        response: authErrors,
      },
    },
    async (request) => placeAdmin(app, request.user).rename(request.params.id, request.body),
  );

  routes.post(
    '/geo/place/:id/move',
    {
      config: { access: 'write' },
      schema: {
        summary: 'Moves a place with its subtree under another parent',
        params,
        body: closed(['parentId'], { parentId: id }),
        response: authErrors,
      },
    },
    async (request) => placeAdmin(app, request.user).move(request.params.id, request.body.parentId),
  );

  routes.post(
    '/geo/place/:id/merge',
    {
      config: { access: 'write' },
      schema: {
        summary:
          'Merges a place into another of its level: its places, units, records, volunteers and users go to the one kept; it closes',
        params,
        body: closed(['intoId'], { intoId: id }),
        response: authErrors,
      },
    },
    async (request) => placeAdmin(app, request.user).merge(request.params.id, request.body.intoId),
  );

  for (const [action, close] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    routes.post(
      `/geo/place/:id/${action}`,
      {
        config: { access: 'write' },
        schema: {
          summary: close
            ? 'Closes a place from today: no new entry in it or below it; hidden from pickers'
            : 'Reopens a closed place',
          params,
          response: authErrors,
        },
      },
      async (request) => placeAdmin(app, request.user).setClosed(request.params.id, close),
    );
  }

  routes.get(
    '/geo/place/:id/history',
    { schema: { summary: "A place's changes, oldest first", params, response: authErrors } },
    async (request) => {
      const place = await assertPlaceInScope(request, request.params.id);
      return placeChanges.of(app.database.kysely, place.location_id);
    },
  );
}
