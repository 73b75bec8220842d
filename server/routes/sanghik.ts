import type { FastifyInstance } from 'fastify';
import type { SanghikQuery, SanghikSave } from '../../src/domain/gatheringRecords';
import { gatheringMonth, saveGatheringMonth } from '../services/gatheringMonth';
import { addBody, listBody } from './sanghikSchemas';

/** Monthly gathering attendance (सांघिक) of the units under a नगर or उपखंड. */
export async function sanghikRoutes(app: FastifyInstance) {
  app.post<{ Body: SanghikQuery }>(
    '/sanghik/list',
    { schema: { summary: 'Units designated in a month, with attendance', body: listBody } },
    async (request) => gatheringMonth(app, request.user, request.body),
  );

  app.post<{ Body: SanghikSave }>(
    '/sanghik/add',
    {
      config: { access: 'write' },
      schema: { summary: "Saves a month's attendance of units, all or none", body: addBody },
    },
    async (request) => saveGatheringMonth(app, request.user, request.body),
  );
}
