import type { FastifyInstance } from 'fastify';
import { toPlaceRef } from '../../../../src/domain/geo';
import { assertPlaceInScope } from '../../../plugins/scope';
import { totalsOf } from '../unitSummary';
import { typed } from '../../../shared/routeSchemas';

const summaryBody = {
  type: 'object',
  required: ['location_id'],
  properties: { location_id: { type: 'integer', minimum: 1 } },
} as const;

/** Unit counts (by sub-type and by status) per child place of a place. */
export async function unitSummaryRoutes(app: FastifyInstance) {
  const routes = typed(app);
  const summary = app.repos.unitSummary;

  routes.post(
    '/sankalp/summary',
    { schema: { summary: 'Unit counts per child place', body: summaryBody } },
    async (request) => {
      const place = await assertPlaceInScope(request, request.body.location_id);
      const children = await summary.childCounts(place.location_id);
      return { location: toPlaceRef(place), children, totals: totalsOf(children) };
    },
  );
}
