import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

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

  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
