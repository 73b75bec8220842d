import type { FastifyInstance } from 'fastify';
import { toAsciiDigits } from '../../src/domain/volunteer/normalise';
import { authErrors, typed } from './schemas';

const text = { type: 'string', minLength: 1, maxLength: 200 } as const;

const duplicatesBody = {
  type: 'object',
  required: ['firstName', 'surname', 'mobile'],
  properties: {
    firstName: text,
    surname: text,
    mobile: { anyOf: [{ type: 'string', maxLength: 30 }, { type: 'integer' }] },
    excludeId: { type: 'integer', minimum: 1 },
  },
} as const;

export const duplicateSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    firstName: { type: 'string' },
    surname: { type: 'string' },
    mobile: { type: 'integer' },
    location: { type: 'string' },
    location_id: { type: 'integer' },
  },
};

/** Possible duplicates for the dialog's warning before saving (a hint, never a block). */
export async function volunteerDuplicateRoutes(app: FastifyInstance) {
  const routes = typed(app);
  const duplicates = app.repos.volunteerDuplicates;

  routes.post(
    '/swayamsevak/duplicates',
    {
      schema: {
        summary: "Live volunteers in the caller's area with the same names and mobile",
        body: duplicatesBody,
        response: { 200: { type: 'array', items: duplicateSchema }, ...authErrors },
      },
    },
    async (request) => {
      const { firstName, surname, mobile, excludeId } = request.body;
      const digits = toAsciiDigits(String(mobile)).trim();
      if (!firstName.trim() || !surname.trim() || !/^\d+$/.test(digits)) return [];
      return duplicates.find(request.user.path, { firstName, surname, mobile: digits, excludeId });
    },
  );
}
