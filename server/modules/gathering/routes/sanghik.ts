import type { FastifyInstance } from 'fastify';
import { gatheringMonth, saveGatheringMonth } from '../gatheringMonth';
import { addBody, listBody } from './sanghikSchemas';
import { typed } from '../../../shared/routeSchemas';

/** Monthly gathering attendance (सांघिक) of the units under a नगर or उपखंड (spec §3's calls). */
export async function sanghikRoutes(app: FastifyInstance) {
  const routes = typed(app);
  routes.post(
    '/sanghik/list',
    { schema: { summary: 'Units designated in a month, with attendance', body: listBody } },
    async (request) => gatheringMonth(app, request.user, request.body),
  );

  routes.post(
    '/sanghik/add',
    {
      config: { access: 'write' },
      schema: { summary: "Saves a month's attendance of units, all or none", body: addBody },
    },
    async (request) => saveGatheringMonth(app, request.user, request.body),
  );
}
