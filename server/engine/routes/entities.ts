import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createBodySchema,
  recordSchema,
  updateBodySchema,
  type RegisterDeclaration,
} from '../../../src/domain/engine';
import { REGISTERS } from '../../../src/domain/modules';
import { badRequest } from '../../appError';
import { assertPlaceInScope } from '../../plugins/scope';
import { storeOf } from '../repositories/registerStores';
import { parseListParams } from '../services/entityListParams';
import {
  fieldIssuesError,
  recordInScope,
  recordView,
  snapshotView,
} from '../services/entityRecords';
import { registerWrites } from '../services/registerSave';
import { registerDuplicateRoutes } from './registerDuplicates';
import { registerUploadRoutes } from './registerUpload';
import { schemaIssues } from '../services/entitySchemaIssues';
import { authErrors, typed } from '../../routes/schemas';

type Body = Record<string, unknown>;
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
const listQuery = {
  type: 'object',
  properties: {
    filter: { type: 'string', maxLength: 4000 },
    sort: { type: 'string', maxLength: 200 },
    range: { type: 'string', maxLength: 100 },
  },
} as const;
const errors = { ...authErrors, 409: { $ref: 'ErrorBody#' } };

/**
 * The body as its JSON schema let it through, or a 400 naming the fields the schema refused.
 * No rule runs over a refused body: its texts may be of any length the body limit allows.
 */
function schemaChecked(request: FastifyRequest, d: RegisterDeclaration): Body {
  const error = request.validationError;
  if (!error) return request.body as Body;
  if (error.validationContext !== 'body') throw badRequest(error.message);
  throw fieldIssuesError(d, schemaIssues(d, error.validation));
}

/** GET/POST /<name>, GET/PUT/DELETE /<name>/:id (ra-data-simple-rest), and the history. */
function registerRoutes(app: FastifyInstance, d: RegisterDeclaration) {
  const routes = typed(app);
  const records = storeOf(app.repos, d);
  const writes = registerWrites(app, d);
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
    async (request, reply) => {
      const { query, placeId } = parseListParams(d, request.query);
      const place = placeId ? await assertPlaceInScope(request, placeId) : request.user;
      // a list too wide to be useful (the volunteers of a प्रांत): the caller picks a nearer place
      if (d.listLevels && !d.listLevels.includes(place.level_id))
        throw badRequest('please select a more precise place');
      const rootPath = place.path;
      const { rows, total } = await records.list(d, { ...query, rootPath });
      const first = query.range[0];
      reply.header(
        'Content-Range',
        `${d.name} ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`,
      );
      return rows.map(recordView);
    },
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
    async (request) => {
      return recordView(await recordInScope(request, d, request.params.id));
    },
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
    async (request, reply) =>
      reply.code(201).send(await writes.create(request.user, schemaChecked(request, d))),
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
    async (request) => writes.update(request.user, request.params.id, schemaChecked(request, d)),
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
    async (request) => writes.remove(request.user, request.params.id),
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
    async (request) => {
      const row = await recordInScope(request, d, request.params.id);
      return (await records.history(row.id)).map(snapshotView);
    },
  );
}

/** Every register module's routes, generated from its declaration (DESIGN §13). */
export async function entityRoutes(app: FastifyInstance) {
  REGISTERS.forEach((d) => registerRoutes(app, d));
  REGISTERS.filter((d) => d.upload).forEach((d) => registerUploadRoutes(app, d));
  REGISTERS.filter((d) => d.duplicates?.length && !d.specCalls?.includes('duplicates')).forEach(
    (d) => registerDuplicateRoutes(app, d),
  );
}
