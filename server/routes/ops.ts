import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdentityAdmin } from '../auth/identityAdmin';
import { createFirstAdmin } from '../services/firstAdmin';
import { typed } from '../shared/routeSchemas';
import { API_ERROR } from '../../src/domain/apiErrors';
import { forbidden } from '../appError';
import { isLoopbackHost } from '../config';
import { sameSecret } from '../ops/opsSecret';

export const OPS_SECRET_HEADER = 'x-ssm-ops-secret';

/** The operator's calls (registered only with an operator secret). */
export const OPS_PATHS = ['/ops/admin', '/ops/backup'] as const;

/**
 * The operator's calls on the embedded app (issue 27), asked by `npm run admin:create` and
 * `npm run backup` on this machine only — from a loopback address, with the secret kept in
 * `.data/`, no sign-in. Registered only with a secret (the embedded app); the backup only where
 * the database can dump itself (PGlite).
 */
export async function opsRoutes(
  app: FastifyInstance,
  opts: { secret: string; identityAdmin: IdentityAdmin },
) {
  const operatorOnly = async (request: FastifyRequest) => {
    const local = isLoopbackHost(request.socket.remoteAddress ?? '');
    if (!local || !sameSecret(request.headers[OPS_SECRET_HEADER], opts.secret)) {
      throw forbidden(API_ERROR.ADMIN_ONLY, 'only the operator on this machine may do this');
    }
  };

  typed(app).post(
    OPS_PATHS[0],
    {
      config: { public: true },
      preHandler: operatorOnly,
      schema: {
        hide: true,
        summary: 'The first administrator: sign-in, active admin row at the root, claims',
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 200 },
            password: { type: 'string', minLength: 6, maxLength: 100 },
            rootName: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
    },
    async (request) => createFirstAdmin(app.database.kysely, opts.identityAdmin, request.body),
  );

  const dump = app.database.dump;
  if (!dump) return;
  app.post(
    OPS_PATHS[1],
    {
      config: { public: true },
      preHandler: operatorOnly,
      schema: { hide: true, summary: 'The embedded database as a gzipped tar (operator only)' },
    },
    async (_request, reply) => {
      const tar = Buffer.from(await (await dump()).arrayBuffer());
      return reply.type('application/gzip').header('cache-control', 'no-store').send(tar);
    },
  );
}
