import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  financialYear,
  parseFinancialYear,
  type YearMonth,
} from '../../src/domain/modules/gathering';
import { indiaToday } from '../../src/domain/dates';
import { badRequest } from '../appError';
import { assertPlaceInScope } from '../plugins/scope';
import { buildAnalytics, buildRecords, buildSummary } from '../services/dashboard';
import {
  analyticsResponse,
  dashboardBody,
  recordsBody,
  recordsResponse,
  summaryResponse,
} from './dashboardSchemas';
import { typed } from '../shared/routeSchemas';

/** The asked month, or today's in India. */
function periodOf({ year, month }: { year?: string; month?: number }): YearMonth {
  if ((year === undefined) !== (month === undefined)) {
    throw badRequest('body/year and body/month go together');
  }
  if (year === undefined || month === undefined) {
    const today = indiaToday();
    return { year: financialYear(today), month: today.getMonth() + 1 };
  }
  if (parseFinancialYear(year) === undefined) {
    throw badRequest('body/year must be a financial year like 2026-27');
  }
  return { year, month };
}

const placeOf = (request: FastifyRequest, body?: { locationId?: number }) =>
  assertPlaceInScope(request, body?.locationId ?? request.user.location_id);

/** The dashboard's figures (issue 12): all from roll-up rows, scoped to the user's subtree. */
export async function dashboardRoutes(app: FastifyInstance) {
  const repo = app.repos.dashboard;
  const routes = typed(app);

  routes.post(
    '/dashboard/summary',
    {
      schema: {
        summary: "A place's figures of today's month: volunteers, units, gathering, pending",
        body: dashboardBody,
        response: summaryResponse,
      },
    },
    async (request) => {
      const id = request.body?.locationId ?? request.user.location_id;
      return buildSummary(repo, id, placeOf(request, request.body), periodOf({}));
    },
  );

  routes.post(
    '/dashboard/analytics',
    {
      schema: {
        summary: "12 months of a place's gathering and its children's chosen month",
        body: dashboardBody,
        response: analyticsResponse,
      },
    },
    async (request) => {
      const period = periodOf(request.body ?? {});
      return buildAnalytics(repo, await placeOf(request, request.body), period);
    },
  );

  routes.post(
    '/sanghik/records',
    {
      schema: {
        summary: "A month's gathering-entry places below a place with their state, pending first",
        body: recordsBody,
        response: recordsResponse,
      },
    },
    async (request) => {
      const period = periodOf(request.body);
      return buildRecords(repo, await placeOf(request, request.body), period);
    },
  );
}
