import type { FastifyInstance } from 'fastify';
import { MAX_CHECK_PAGE_SIZE, MAX_NOTE_LENGTH, NOTE_STATUSES } from '../../../src/domain/checks';
import { countFormOf, id, period } from './countFormNamed';
import { authErrors, typed } from '../../shared/routeSchemas';
import { noteCheck } from '../services/checkNote';
import { checkReview } from '../services/checkReview';

const text = { type: 'string' } as const;
const maybe = { type: ['string', 'null'] } as const;
const checkItem = {
  type: 'object',
  properties: {
    module: text,
    subjectId: { type: 'integer' },
    subjectName: text,
    placeId: { type: 'integer' },
    placeName: text,
    childId: { type: 'integer' },
    childName: text,
    check: text,
    checkText: text,
    importance: { type: 'string', enum: ['refuse', 'warn'] },
    broken: { type: 'boolean' },
    reason: maybe,
    reasonBy: maybe,
    reasonAt: maybe,
    note: {
      type: ['object', 'null'],
      properties: {
        comment: text,
        status: { type: 'string', enum: NOTE_STATUSES },
        by: maybe,
        at: text,
      },
    },
  },
} as const;

/** तपासणी (issue 48 §2): the checks a period's records break below a place, and their notes. */
export async function checkReviewRoutes(app: FastifyInstance) {
  typed(app).get(
    '/checks',
    {
      schema: {
        summary:
          "A count form's records below a place in my area that break its checks now or were saved with a reason, with the notes of the office above",
        querystring: {
          type: 'object',
          required: ['module', 'placeId', 'year'],
          properties: {
            ...period,
            placeId: id,
            childId: id,
            status: { type: 'string', enum: NOTE_STATUSES },
            page: { type: 'integer', minimum: 1, maximum: 100_000 },
            perPage: { type: 'integer', minimum: 1, maximum: MAX_CHECK_PAGE_SIZE },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            required: ['items', 'total', 'children'],
            properties: {
              items: { type: 'array', items: checkItem },
              total: { type: 'integer' },
              children: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    childId: { type: 'integer' },
                    childName: text,
                    open: { type: 'integer' },
                    done: { type: 'integer' },
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
      const { module, placeId, childId, status, page, perPage, ...rest } = request.query;
      const d = await countFormOf(request, module, false);
      return checkReview(
        app,
        d,
        request.user,
        { locationId: placeId, ...rest },
        { childId, status, page, perPage },
      );
    },
  );

  typed(app).put(
    '/checks/note',
    {
      config: { access: 'write' },
      schema: {
        summary: 'The office above notes an item of तपासणी: a comment, to follow up or done',
        body: {
          type: 'object',
          required: ['module', 'year', 'subjectId', 'check', 'comment', 'status'],
          properties: {
            ...period,
            subjectId: id,
            check: { type: 'string', maxLength: 60 },
            comment: { type: 'string', maxLength: MAX_NOTE_LENGTH },
            status: { type: 'string', enum: NOTE_STATUSES },
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
      const { module, ...body } = request.body;
      const d = await countFormOf(request, module, true);
      await noteCheck(app, d, request.user, { locationId: 0, ...body });
      return { ok: true };
    },
  );
}
