import type { FastifyInstance } from 'fastify';
import {
  countPeriodKind,
  type CountFormDeclaration,
  type CountPeriodBody,
  codeCountForms,
} from '../../../src/domain/engine';
import { askReopening, decideReopening, requestsUnder } from '../services/periodRequests';
import { returnsUnder } from '../services/periodReturn';
import { countErrors, periodBody, periodProperties, saveBody } from './countSchemas';
import { typed } from '../../shared/routeSchemas';

const reason = { type: 'string', minLength: 1, maxLength: 1000 } as const;
const params = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** A request to reopen: the period, a reason, and optionally the figures it wants saved. */
export type ReopenBody = CountPeriodBody & {
  reason: string;
  records?: { subject_id: number; version: number; values: Record<string, unknown> }[];
  confirmedUnusual?: boolean;
};

/** The body of `POST /<form>/reopen`: the period, the reason, the figures as the save takes them. */
export function reopenBody(d: CountFormDeclaration) {
  const kind = countPeriodKind(d);
  const save = saveBody(d).properties;
  return {
    ...periodBody(kind),
    required: ['locationId', 'year', 'reason'],
    // optionally the figures it wants to save, as the save takes them (issue 25)
    properties: {
      ...periodProperties(kind),
      reason,
      records: save.records,
      confirmedUnusual: save.confirmedUnusual,
    },
  };
}

/** `POST /<form>/reopen`: an entry office asks the office above to reopen a closed period. */
function reopenRoute(app: FastifyInstance, d: CountFormDeclaration) {
  app.post<{ Body: ReopenBody }>(
    `/${d.name}/reopen`,
    {
      config: { access: { module: d, write: true } },
      schema: {
        tags: [d.name],
        summary: `Asks the office above to reopen a closed ${d.name} period`,
        body: reopenBody(d),
        response: countErrors,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await askReopening(app, d, request.user, request.body)),
  );
}

/** Reopening closed periods on request (issue 25): asked below, decided above. */
export async function periodRequestRoutes(app: FastifyInstance) {
  codeCountForms().forEach((d) => reopenRoute(app, d));
  const routes = typed(app);

  routes.get(
    '/period-requests',
    { schema: { summary: 'Requests to reopen periods of the places under your office' } },
    async (request) => requestsUnder(app, request.user),
  );

  routes.get(
    '/period-returns',
    {
      schema: {
        summary: 'Periods sent back with a reason to the places under your office (issue 46)',
      },
    },
    async (request) => returnsUnder(app, request.user),
  );

  routes.post(
    '/period-requests/:id/grant',
    {
      config: { access: 'write' },
      schema: {
        summary: 'Reopens the period until a number of days from today (default 3)',
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { days: { type: 'integer', minimum: 1, maximum: 30, default: 3 } },
        },
        response: countErrors,
      },
    },
    async (request) =>
      decideReopening(app, request.user, request.params.id, {
        grant: true,
        days: request.body.days,
      }),
  );

  routes.post(
    '/period-requests/:id/refuse',
    {
      config: { access: 'write' },
      schema: {
        summary: 'Refuses a request with a reason',
        params,
        body: {
          type: 'object',
          required: ['reason'],
          additionalProperties: false,
          properties: { reason },
        },
        response: countErrors,
      },
    },
    async (request) =>
      decideReopening(app, request.user, request.params.id, {
        grant: false,
        reason: request.body.reason,
      }),
  );
}
