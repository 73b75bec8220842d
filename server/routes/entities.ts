import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import {
  REGISTERS,
  createBodySchema,
  entitySchema,
  recordSchema,
  updateBodySchema,
  type RegisterDeclaration,
} from '../../src/domain/entities';
import { AppError, badRequest, notFound } from '../appError';
import { assertPlaceInScope } from '../plugins/scope';
import { parseListParams, type ListParams } from '../services/entityListParams';
import {
  checkedValues,
  fieldIssuesError,
  recordInScope,
  recordPlace,
  recordView,
  snapshotView,
  storedRecord,
} from '../services/entityRecords';
import { schemaIssues } from '../services/entitySchemaIssues';
import { authErrors } from './schemas';

type Body = Record<string, unknown>;
type IdParams = { id: number };

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
};
const listQuery = {
  type: 'object',
  properties: {
    filter: { type: 'string', maxLength: 4000 },
    sort: { type: 'string', maxLength: 200 },
    range: { type: 'string', maxLength: 100 },
  },
};
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
  const schema = entitySchema(d);
  const records = app.repos.entityRecords;
  const record = recordSchema(d);
  const tags = [d.name];
  const path = `/${d.name}`;

  app.get<{ Querystring: ListParams }>(
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
      const rootPath = placeId
        ? (await assertPlaceInScope(request, placeId)).path
        : request.user.path;
      const { rows, total } = await records.list(d, { ...query, rootPath });
      const first = query.range[0];
      reply.header(
        'Content-Range',
        `${d.name} ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`,
      );
      return rows.map(recordView);
    },
  );

  app.get<{ Params: IdParams }>(
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

  app.post(
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
    async (request, reply) => {
      const values = checkedValues(d, schema, schemaChecked(request, d));
      const place = await recordPlace(request, d, values.location_id as number);
      const id = await records.insert(d, storedRecord(d, values, place), request.user.user_id);
      return reply.code(201).send(recordView((await records.findById(d, id))!));
    },
  );

  app.put<{ Params: IdParams }>(
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
    async (request) => {
      const { version, ...body } = schemaChecked(request, d);
      const { id } = request.params;
      await recordInScope(request, d, id);
      const values = checkedValues(d, schema, body);
      const place = await recordPlace(request, d, values.location_id as number);
      const stored = storedRecord(d, values, place);
      if (!(await records.update(d, id, version as number, stored, request.user.user_id))) {
        if (!(await records.findById(d, id))) throw notFound('record not found');
        throw new AppError(409, API_ERROR.STALE, 'the record was changed by someone else');
      }
      return recordView((await records.findById(d, id))!);
    },
  );

  app.delete<{ Params: IdParams }>(
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
    async (request) => {
      const row = await recordInScope(request, d, request.params.id);
      if (!(await records.softDelete(d, row.id, request.user.user_id)))
        throw notFound('record not found');
      return recordView(row);
    },
  );

  if (!d.tracked) return;
  app.get<{ Params: IdParams }>(
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
}
