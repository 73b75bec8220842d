import type { FastifyInstance } from 'fastify';
import { DEFINITION_SCHEMA } from '../../../src/domain/engine';
import { definitionsFor } from '../services/moduleDefinitions';

/**
 * The module definitions (issue 24), read by every signed-in user: the JSON Schema a definition
 * follows, and the definitions the caller may use with an ETag (a client refetching an
 * unchanged registry is answered 304 with no body).
 */
export async function moduleRoutes(app: FastifyInstance) {
  app.get(
    '/modules/schema',
    { schema: { summary: 'The JSON Schema of a module definition' } },
    async () => DEFINITION_SCHEMA,
  );

  app.get(
    '/modules',
    { schema: { summary: 'The module definitions the caller may use, with their labels; ETag' } },
    async (request, reply) => {
      const { body, etag } = definitionsFor(request.user);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
