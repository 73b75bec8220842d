import type { FastifyInstance } from 'fastify';
import {
  createBodySchema,
  recordSchema,
  updateBodySchema,
  type RegisterDeclaration,
  codeRegisters,
} from '../../../src/domain/engine';
import { registerCalls, schemaChecked } from './registerCalls';
import { registerDuplicateRoutes } from './registerDuplicates';
import { registerUploadRoutes } from './registerUpload';
import { authErrors, typed } from '../../shared/routeSchemas';

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
export const listQuery = {
  type: 'object',
  properties: {
    filter: { type: 'string', maxLength: 4000 },
    sort: { type: 'string', maxLength: 200 },
    range: { type: 'string', maxLength: 100 },
  },
} as const;
export const errors = { ...authErrors, 409: { $ref: 'ErrorBody#' } };

/** GET/POST /<name>, GET/PUT/DELETE /<name>/:id (ra-data-simple-rest), and the history. */
function registerRoutes(app: FastifyInstance, d: RegisterDeclaration) {
  const routes = typed(app);
  const calls = registerCalls(d);
  const record = recordSchema(d);
  const tags = [d.name];
  const path = `/${d.name}`;

  routes.get(
    path,
    {
      config: { access: { module: d, write: false } },
      schema: {
        tags,
        summary: `Lists ${d.name}`,
        querystring: listQuery,
        response: { 200: { type: 'array', items: record }, ...errors },
      },
    },
    (request, reply) => calls.list(request, reply),
  );

  routes.get(
    `${path}/:id`,
    {
      config: { access: { module: d, write: false } },
      schema: {
        tags,
        summary: `One ${d.name}`,
        params: idParams,
        response: { 200: record, ...errors },
      },
    },
    (request) => calls.one(request, request.params.id),
  );

  routes.post(
    path,
    {
      attachValidation: true,
      config: { access: { module: d, write: true } },
      schema: {
        tags,
        summary: `Adds a ${d.name}`,
        body: createBodySchema(d),
        response: { 201: record, ...errors },
      },
    },
    (request, reply) =>
      calls.create(request, reply, schemaChecked(d, request.body, request.validationError)),
  );

  routes.put(
    `${path}/:id`,
    {
      attachValidation: true,
      config: { access: { module: d, write: true } },
      schema: {
        tags,
        summary: `Changes a ${d.name}`,
        params: idParams,
        body: updateBodySchema(d),
        response: { 200: record, ...errors },
      },
    },
    (request) =>
      calls.update(
        request,
        request.params.id,
        schemaChecked(d, request.body, request.validationError),
      ),
  );

  routes.delete(
    `${path}/:id`,
    {
      config: { access: { module: d, write: true } },
      schema: {
        tags,
        summary: `Deletes a ${d.name}`,
        params: idParams,
        response: { 200: record, ...errors },
      },
    },
    (request) => calls.remove(request, request.params.id),
  );

  if (!d.tracked) return;
  routes.get(
    `${path}/:id/history`,
    {
      config: { access: { module: d, write: false } },
      schema: {
        tags,
        summary: `The saved versions of a ${d.name}`,
        params: idParams,
        response: errors,
      },
    },
    (request) => calls.history(request, request.params.id),
  );
}

/** Every register module's routes, generated from its declaration (DESIGN §13). */
export async function entityRoutes(app: FastifyInstance) {
  const registers = codeRegisters();
  registers.forEach((d) => registerRoutes(app, d));
  registers.filter((d) => d.upload).forEach((d) => registerUploadRoutes(app, d));
  registers
    .filter((d) => d.duplicates?.length && !d.specCalls?.includes('duplicates'))
    .forEach((d) => registerDuplicateRoutes(app, d));
}
