import type { FastifyInstance } from 'fastify';
import { UNIT_MESSAGE, effectiveDateProblem } from '../../../../src/domain/modules/gathering';
import { badRequest } from '../../../appError';
import { assertUnitInScope } from '../unitWrites';
import { typed } from '../../../shared/routeSchemas';
import { idParams, statusBody } from './unitSchemas';
import { todayIso } from '../../../../src/domain/dates';

/** Current status (सद्यस्थिती) of units: change it, read its history. */
export async function sadyasthitiRoutes(app: FastifyInstance) {
  const units = app.repos.units;
  const statuses = app.repos.unitStatus;
  const routes = typed(app);

  routes.put(
    '/sadyasthiti/change',
    {
      config: { access: 'write' },
      schema: { summary: "Changes a unit's status, kept in its history", body: statusBody },
    },
    async (request) => {
      const { sankalp_id, status, effective_date } = request.body;
      assertUnitInScope(request, await units.findById(sankalp_id));
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest('reason must not be blank');
      const dateProblem = effectiveDateProblem(effective_date, todayIso());
      if (dateProblem === UNIT_MESSAGE.INVALID_DATE)
        throw badRequest('effective_date is not a valid date');
      if (dateProblem) throw badRequest('effective_date must not be in the future');
      // the rules on the current status are checked under the unit's lock (statuses.change)
      await statuses.change({ sankalp_id, status, effective_date, reason }, request.user.user_id);
      return { message: 'updated successfully', status, effective_date };
    },
  );

  routes.get(
    '/sadyasthiti/history/:id',
    { schema: { summary: "A unit's status changes, newest first", params: idParams } },
    async (request) => {
      assertUnitInScope(request, await units.findById(request.params.id));
      return statuses.history(request.params.id);
    },
  );
}
