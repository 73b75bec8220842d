import type { FastifyInstance } from 'fastify';
import { DEFINITION_SCHEMA } from '../../../src/domain/engine';
import { compileBodies } from './definedModules';
import { moduleChanges } from '../services/moduleChanges';

const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 60 } },
} as const;

/**
 * The module definitions (issue 24): read by every signed-in user — the JSON Schema a
 * definition follows, and the definitions the caller may use with an ETag (a client refetching
 * an unchanged registry is answered 304 with no body); changed by administrators only.
 */
export async function moduleRoutes(app: FastifyInstance) {
  const changes = moduleChanges(app);

  app.get(
    '/modules/schema',
    { schema: { summary: 'The JSON Schema of a module definition' } },
    async () => DEFINITION_SCHEMA,
  );

  app.get<{ Querystring: { all?: string } }>(
    '/modules',
    {
      schema: {
        summary: 'The module definitions the caller may use, with their labels; ETag',
        querystring: { type: 'object', properties: { all: { enum: ['0', '1'] } } },
      },
    },
    async (request, reply) => {
      const all = request.query.all === '1';
      const { body, etag } = await app.modules.definitionsFor(request.user, all);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.post(
    '/modules',
    {
      config: { access: 'admin' },
      // the body is checked against GET /modules/schema by the service, naming the member
      schema: { summary: 'Creates a draft module from a definition (GET /modules/schema)' },
    },
    async (request, reply) =>
      reply.code(201).send(await changes.create(request.user.user_id, request.body)),
  );

  app.put<{ Params: { name: string } }>(
    '/modules/:name',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Changes the draft of a module',
        params: nameParams,
      },
    },
    async (request) => changes.saveDraft(request.params.name, request.body),
  );

  app.get<{ Params: { name: string } }>(
    '/modules/:name/changes',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'What publishing the draft would change, records counted',
        params: nameParams,
      },
    },
    async (request) => changes.preview(request.params.name),
  );

  app.post<{ Params: { name: string } }>(
    '/modules/:name/publish',
    {
      config: { access: 'admin' },
      schema: { summary: 'Publishes the draft: its new version, or 409', params: nameParams },
    },
    async (request) => {
      const published = await changes.publish(request.params.name, request.user.user_id);
      const served = await app.modules.served(request.params.name);
      if (served) await compileBodies(app, served.declaration);
      return published;
    },
  );

  app.post<{ Params: { name: string } }>(
    '/modules/:name/retire',
    {
      config: { access: 'admin' },
      schema: { summary: 'Retires a module: out of menus and forms', params: nameParams },
    },
    async (request) => changes.retire(request.params.name),
  );
}
