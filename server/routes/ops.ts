import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { forbidden } from '../appError';
import { isLoopbackHost } from '../config';
import { sameSecret } from '../ops/opsSecret';

export const OPS_SECRET_HEADER = 'x-ssm-ops-secret';

/**
 * The operator's calls on the embedded app (issue 27): asked by `npm run backup` on this
 * machine only — from a loopback address, with the secret kept in `.data/`, no sign-in.
 * Registered only when the database can dump itself (PGlite) and a secret is configured.
 */
export async function opsRoutes(app: FastifyInstance, opts: { secret: string }) {
  const dump = app.database.dump;
  if (!dump) return;

  app.post(
    '/ops/backup',
    {
      config: { public: true },
      schema: { hide: true, summary: 'The embedded database as a gzipped tar (operator only)' },
    },
    async (request, reply) => {
      const local = isLoopbackHost(request.socket.remoteAddress ?? '');
      if (!local || !sameSecret(request.headers[OPS_SECRET_HEADER], opts.secret)) {
        throw forbidden(API_ERROR.ADMIN_ONLY, 'only the operator on this machine may do this');
      }
      const tar = Buffer.from(await (await dump()).arrayBuffer());
      return reply.type('application/gzip').header('cache-control', 'no-store').send(tar);
    },
  );
}
