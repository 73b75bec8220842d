import type { FastifyInstance, FastifyRequest } from 'fastify';
import { duplicateKey, type RegisterDeclaration } from '../../../src/domain/engine';
import { storeOf } from '../repositories/registerStores';
import { authErrors } from '../../shared/routeSchemas';

type DuplicatesBody = { values: Record<string, unknown>; excludeId?: number };

/** What the form sends: the values of the fields the register compares. */
export const duplicatesBody = (d: RegisterDeclaration) => ({
  type: 'object',
  required: ['values'],
  additionalProperties: false,
  properties: {
    values: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(
        (d.duplicates ?? []).map((f) => [f, { type: ['string', 'number'], maxLength: 200 }]),
      ),
    },
    excludeId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
});

/** The live records of the caller's area with the same values of the compared fields. */
export async function duplicatesAnswer(
  request: FastifyRequest<{ Body: DuplicatesBody }>,
  d: RegisterDeclaration,
) {
  const key = duplicateKey(d, request.body.values);
  if (!key) return { duplicates: [] };
  const found = await storeOf(request.server.repos, d).duplicatesOf(d, request.user.path, [key], {
    excludeId: request.body.excludeId,
  });
  return { duplicates: (found.get(0) ?? []).map(({ id, place }) => ({ id, place })) };
}

/**
 * `POST /<name>/duplicates` of a register declaring `duplicates` (issue 23): live records of the
 * caller's area with the same values of those fields — the form's warning before it saves.
 */
export function registerDuplicateRoutes(app: FastifyInstance, d: RegisterDeclaration) {
  app.post<{ Body: DuplicatesBody }>(
    `/${d.name}/duplicates`,
    {
      config: { access: { module: d, write: false } },
      schema: {
        tags: [d.name],
        summary: `Live ${d.name} records of your area with the same ${(d.duplicates ?? []).join(', ')}`,
        body: duplicatesBody(d),
        response: authErrors,
      },
    },
    async (request) => duplicatesAnswer(request, d),
  );
}
