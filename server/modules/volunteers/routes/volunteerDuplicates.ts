import type { FastifyInstance } from 'fastify';
import { duplicateKey } from '../../../../src/domain/engine';
import { swayamsevak } from '../../../../src/domain/modules';
import { toAsciiDigits } from '../../../../src/domain/modules/volunteers/normalise';
import type { DuplicateHit } from '../../../engine/repositories/duplicateMatches';
import { storeOf } from '../../../engine/repositories/registerStores';
import { firstRepeats } from '../../../engine/services/firstRepeats';
import { authErrors, typed } from '../../../shared/routeSchemas';

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

/** A hit of the volunteer store's duplicate check in the spec's shape. */
export const duplicateVolunteer = (hit: DuplicateHit) => ({
  id: hit.id,
  firstName: String(hit.values.firstName ?? ''),
  surname: String(hit.values.surname ?? ''),
  mobile: Number(hit.values.mobile),
  location: hit.location,
  location_id: hit.location_id,
});
export type DuplicateVolunteer = ReturnType<typeof duplicateVolunteer>;

type Query = { firstName: string; surname: string; mobile: string };

/** For each upload row (by index) the first live volunteer of the area it repeats. */
export function volunteerDuplicates(app: FastifyInstance) {
  const store = storeOf(app.repos, swayamsevak);
  return async (rootPath: string, queries: readonly Query[]) => {
    const found = await firstRepeats(store, swayamsevak, rootPath, queries);
    return new Map([...found].map(([at, hit]) => [at, duplicateVolunteer(hit)]));
  };
}

/** The most duplicates the dialog's warning lists. */
const SHOWN = 20;

/**
 * Possible duplicates for the dialog's warning before saving (a hint, never a block): the
 * register's duplicate check (`swayamsevak.duplicates`), answered in the spec's shape.
 */
export async function volunteerDuplicateRoutes(app: FastifyInstance) {
  const routes = typed(app);
  const store = storeOf(app.repos, swayamsevak);

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
      const key =
        /^\d+$/.test(digits) && duplicateKey(swayamsevak, { firstName, surname, mobile: digits });
      if (!key) return [];
      const found = await store.duplicatesOf(swayamsevak, request.user.path, [key], {
        excludeId,
        perKey: SHOWN,
      });
      return (found.get(0) ?? []).map(duplicateVolunteer);
    },
  );
}
