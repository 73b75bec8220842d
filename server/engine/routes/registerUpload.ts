import type { FastifyInstance } from 'fastify';
import { uploadFields, type RegisterDeclaration } from '../../../src/domain/engine';
import { registerUpload, type UploadBody } from '../services/registerUpload';
import { BULK_BODY_LIMIT } from '../../bodyLimits';
import { authErrors } from '../../shared/routeSchemas';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** A sheet's rows: each declared field takes any value (the register's rules check it). */
export const uploadBody = (d: RegisterDeclaration) => ({
  type: 'object',
  required: ['locationId', 'rows'],
  additionalProperties: false,
  properties: {
    locationId: id,
    onlyValid: { type: 'boolean', description: 'store the good rows, leave the others out' },
    rows: {
      type: 'array',
      maxItems: 20_000,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          uploadFields(d).map((f) => [f.name, { description: f.type }]),
        ),
      },
    },
  },
});

/**
 * `POST /<name>/upload/check` (the dry run) and `POST /<name>/upload` of a register declared
 * with `upload: true` (issue 23): every row to the chosen place.
 */
export function registerUploadRoutes(app: FastifyInstance, d: RegisterDeclaration) {
  const upload = registerUpload(app, d);
  const common = {
    config: { access: { module: d, write: true } },
    bodyLimit: BULK_BODY_LIMIT,
  };
  app.post<{ Body: UploadBody }>(
    `/${d.name}/upload/check`,
    {
      ...common,
      schema: {
        tags: [d.name],
        summary: `Checks the rows of a ${d.name} sheet at a place; stores nothing`,
        body: uploadBody(d),
        response: authErrors,
      },
    },
    async (request) => upload.check(request.user, request.body),
  );
  app.post<{ Body: UploadBody }>(
    `/${d.name}/upload`,
    {
      ...common,
      schema: {
        tags: [d.name],
        summary: `Adds the rows of a ${d.name} sheet at a place, all or none (or the good ones)`,
        body: uploadBody(d),
        response: authErrors,
      },
    },
    async (request, reply) => reply.code(201).send(await upload.save(request.user, request.body)),
  );
}
