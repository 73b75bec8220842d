import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { definedModulesDocument } from '../engine/routes/definedModulesDoc';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness and database check (no token needed)',
        security: [],
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok'] },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
            },
          },
        },
      },
    },
    async () => {
      await sql`select 1`.execute(app.database.kysely);
      return { status: 'ok', database: app.database.kind };
    },
  );

  // the modules defined in the browser are written out as they are published (issue 24)
  const document = definedModulesDocument(app);
  app.get(
    '/openapi.json',
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(await document()),
  );
}
