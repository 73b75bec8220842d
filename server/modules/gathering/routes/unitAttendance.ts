import type { FastifyInstance } from 'fastify';
import { lastTwelveMonths } from '../../../../src/domain/modules/gathering';
import { notFound } from '../../../appError';
import { assertPlaceInScope } from '../../../plugins/scope';
import { authErrors, typed } from '../../../shared/routeSchemas';
import { idParams } from '../../units/routes/unitSchemas';
import { indiaToday } from '../../../../src/domain/dates';

/** A unit's attendance by month, for its detail page. */
export async function unitAttendanceRoutes(app: FastifyInstance) {
  const routes = typed(app);
  const units = app.repos.units;
  const attendance = app.repos.unitAttendance;

  routes.get(
    '/sankalp/:id/attendance',
    {
      schema: {
        summary: "A unit's attendance for the 12 months ending with the current one",
        params: idParams,
        response: authErrors,
      },
    },
    async (request) => {
      const unit = await units.findById(request.params.id);
      if (!unit) throw notFound('unit not found');
      await assertPlaceInScope(request, unit.location_id);
      return attendance.byMonth(unit.id, lastTwelveMonths(indiaToday()));
    },
  );
}
