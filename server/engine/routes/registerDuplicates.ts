import type { FastifyInstance } from 'fastify';
import { duplicateKey, type RegisterDeclaration } from '../../../src/domain/engine';
import { storeOf } from '../repositories/registerStores';
import { authErrors } from '../../routes/schemas';

/**
 * `POST /<name>/duplicates` of a register declaring `duplicates` (issue 23): live records of the
 * caller's area with the same values of those fields — the form's warning before it saves.
 */
export function registerDuplicateRoutes(app: FastifyInstance, d: RegisterDeclaration) {
  const fields = d.duplicates ?? [];
  app.post<{ Body: { values: Record<string, unknown>; excludeId?: number } }>(
    `/${d.name}/duplicates`,
    {
      config: { access: { module: d, write: false } },
      schema: {
        tags: [d.name],
        summary: `Live ${d.name} records of your area with the same ${fields.join(', ')}`,
        body: {
          type: 'object',
          required: ['values'],
          additionalProperties: false,
          properties: {
            values: {
              type: 'object',
              additionalProperties: false,
              properties: Object.fromEntries(
                fields.map((f) => [f, { type: ['string', 'number'], maxLength: 200 }]),
              ),
            },
            excludeId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
        },
        response: authErrors,
      },
    },
    async (request) => {
      const key = duplicateKey(d, request.body.values);
      if (!key) return { duplicates: [] };
      const found = await storeOf(app.repos, d).duplicatesOf(d, request.user.path, [key], {
        excludeId: request.body.excludeId,
      });
      return { duplicates: (found.get(0) ?? []).map(({ id, place }) => ({ id, place })) };
    },
  );
}
