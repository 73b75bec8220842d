import type { FastifyInstance } from 'fastify';
import { fixClock } from '../../src/domain/clock';
import { typed } from '../shared/routeSchemas';

/**
 * `PUT /dev/clock` (browser journeys only): fixes the server's now to a moment, or frees it
 * with null. Registered only with E2E_CLOCK=1 beside the Auth emulator (never in production:
 * the server refuses it otherwise, server/config.ts).
 */
export const DEV_CLOCK_PATH = '/dev/clock';

export async function devClockRoutes(app: FastifyInstance) {
  typed(app).put(
    DEV_CLOCK_PATH,
    {
      config: { public: true },
      schema: {
        hide: true,
        summary: 'Browser journeys only: the server takes this moment as now (null: the real one)',
        body: {
          type: 'object',
          required: ['now'],
          additionalProperties: false,
          properties: { now: { type: ['string', 'null'], format: 'date-time' } },
        },
      },
    },
    async (request) => {
      fixClock(request.body.now === null ? null : new Date(request.body.now));
      return { now: request.body.now };
    },
  );
}
