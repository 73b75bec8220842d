import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeVia } from '../../src/domain/changes';
import { runAsChangeAuthor } from '../db/changeAuthor';
import { shared } from './shared';

/** The client says it is the app's screen, or the outbox replaying a save kept offline. */
const CLIENT_VIA = new Set<ChangeVia>(['screen', 'offline']);

function viaOf(request: FastifyRequest): ChangeVia {
  const url = request.routeOptions.url ?? '';
  if (/\/upload(\/|$)/.test(url)) return 'upload';
  if (url.endsWith('/geo/import')) return 'import';
  const said = request.headers['x-via'];
  return typeof said === 'string' && CLIENT_VIA.has(said as ChangeVia)
    ? (said as ChangeVia)
    : 'api';
}

/**
 * Every request's writes name their author for the change trail (issue 48 §3): the signed-in
 * user and through what the change came (see server/db/changeAuthor.ts).
 */
export const changeAuthorPlugin = shared(async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => {
    const userId = request.user?.user_id ?? request.applicant?.row?.user_id ?? null;
    runAsChangeAuthor({ userId, via: viaOf(request) }, done);
  });
});
