import type { FastifyInstance } from 'fastify';
import { MAX_TARGET } from '../../../src/domain/engine';
import { authErrors, typed } from '../../shared/routeSchemas';
import { saveTargets, targetSheet } from '../services/targets';
import { countFormOf, id, period } from './countFormNamed';

const figures = {
  type: 'object',
  additionalProperties: { type: 'integer', minimum: 0, maximum: MAX_TARGET },
} as const;

/** Targets (issue 49 §1): the office above sets its children's, per form and period. */
export async function targetRoutes(app: FastifyInstance) {
  typed(app).get(
    '/targets',
    {
      schema: {
        summary: "A count form's targets of a period for the children of a place in my area",
        querystring: {
          type: 'object',
          required: ['module', 'placeId', 'year'],
          properties: { ...period, placeId: id },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            required: ['fields', 'rows'],
            properties: {
              fields: { type: 'array', items: { type: 'string' } },
              rows: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    placeId: { type: 'integer' },
                    placeName: { type: 'string' },
                    values: figures,
                  },
                },
              },
            },
          },
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { module, placeId, ...rest } = request.query;
      const d = await countFormOf(request, module, false);
      return targetSheet(app, d, request.user, { locationId: placeId, ...rest });
    },
  );

  typed(app).put(
    '/targets',
    {
      config: { access: 'write' },
      schema: {
        summary: "Sets the targets of a place's children for a count form's period (null: none)",
        body: {
          type: 'object',
          required: ['module', 'placeId', 'year', 'cells'],
          properties: {
            ...period,
            placeId: id,
            // checks the cells as a save would, keeping none (an uploaded workbook's dry run)
            dryRun: { type: 'boolean' },
            cells: {
              type: 'array',
              maxItems: 20_000,
              items: {
                type: 'object',
                required: ['placeId', 'field', 'value'],
                additionalProperties: false,
                properties: {
                  placeId: id,
                  field: { type: 'string', maxLength: 64 },
                  value: { type: ['integer', 'null'], minimum: 0, maximum: MAX_TARGET },
                },
              },
            },
          },
          additionalProperties: false,
        },
        response: {
          200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { module, placeId, ...body } = request.body;
      const d = await countFormOf(request, module, true);
      await saveTargets(app, d, request.user, { locationId: placeId, ...body });
      return { ok: true };
    },
  );
}
