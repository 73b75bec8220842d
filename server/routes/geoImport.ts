import type { FastifyInstance } from 'fastify';
import { BULK_BODY_LIMIT } from '../bodyLimits';
import { importGeography } from '../services/geoImport';
import { authErrors, typed } from '../shared/routeSchemas';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** `POST /geo/import` (issue 27): the organisation's geography from a sheet, admins only. */
export async function geoImportRoutes(app: FastifyInstance) {
  typed(app).post(
    '/geo/import',
    {
      config: { access: 'admin' },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary:
          'Imports places matched by code: the dry run lists every row’s problems, the real run stores all rows or none',
        body: {
          type: 'object',
          required: ['rows'],
          additionalProperties: false,
          properties: {
            dryRun: { type: 'boolean' },
            rows: {
              type: 'array',
              maxItems: 100_000,
              items: {
                type: 'object',
                required: ['code', 'levelId', 'name', 'suffix'],
                additionalProperties: false,
                properties: {
                  code: text(50),
                  parentCode: text(50),
                  parentId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
                  levelId: { type: 'integer', minimum: 0, maximum: 99 },
                  name: text(100),
                  suffix: text(30),
                },
              },
            },
          },
        },
        response: authErrors,
      },
    },
    async (request) => importGeography(app, request.body, request.user.user_id),
  );
}
