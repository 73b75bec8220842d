import type { FastifyInstance } from 'fastify';
import { ADMIN_TRAIL_MODULES, CHANGE_VIA, CHANGES_PAGE_MAX } from '../../src/domain/changes';
import { codeModules, moduleRefusal } from '../../src/domain/engine';
import { changeLogRepository } from '../repositories/changeLog';
import { assertPlaceInScope } from '../plugins/scope';
import { authErrors, typed } from '../shared/routeSchemas';

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

const querystring = {
  type: 'object',
  properties: {
    placeId: { type: 'integer', minimum: 1 },
    module: { type: 'string', maxLength: 64 },
    recordId: { type: 'string', maxLength: 64 },
    who: { type: 'integer', minimum: 1 },
    person: { type: 'string', maxLength: 100 },
    from: day,
    to: day,
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    perPage: { type: 'integer', minimum: 1, maximum: CHANGES_PAGE_MAX, default: 50 },
  },
  additionalProperties: false,
} as const;

const change = {
  type: 'object',
  required: ['id', 'module', 'recordId', 'placeId', 'field', 'who', 'at', 'via'],
  properties: {
    id: { type: 'string' },
    module: { type: 'string' },
    recordId: { type: 'string' },
    placeId: { type: ['integer', 'null'] },
    placeName: { type: ['string', 'null'] },
    field: { type: 'string' },
    before: {},
    after: {},
    who: { type: ['string', 'null'] },
    whoId: { type: ['integer', 'null'] },
    at: { type: 'string' },
    via: { type: 'string', enum: CHANGE_VIA },
  },
} as const;

/** बदल नोंद (issue 48 §3): who changed what, inside the caller's area and modules. */
export async function changeRoutes(app: FastifyInstance) {
  const repo = changeLogRepository(app.database.kysely);

  /** The modules whose records the user may read, and the administrators' own. */
  async function readableModules(user: Parameters<typeof moduleRefusal>[1]) {
    const declared = [...codeModules(), ...(await app.modules.live())];
    const names = declared.filter((d) => moduleRefusal(d, user, false) === null).map((d) => d.name);
    return user.admin ? [...names, ...ADMIN_TRAIL_MODULES] : names;
  }

  typed(app).get(
    '/changes',
    {
      schema: {
        summary:
          'The change trail: per field before → after, who, when and through what, newest first; only inside my area and the modules I may read',
        querystring,
        response: {
          200: {
            type: 'object',
            required: ['data', 'total'],
            properties: { data: { type: 'array', items: change }, total: { type: 'integer' } },
          },
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { placeId, module, recordId, who, person, from, to, page, perPage } = request.query;
      const user = request.user;
      const place = placeId === undefined ? undefined : await assertPlaceInScope(request, placeId);
      const modules = await readableModules({ ...user, levelId: user.level_id });
      const { rows, total } = await repo.listPage({
        areaPath: user.path,
        modules,
        // the module definitions' changes have no place: an administrator at the top sees them
        admin: user.admin && user.path.split('/').length <= 3,
        ...(place ? { placePath: place.path } : {}),
        ...(module ? { module } : {}),
        ...(recordId ? { recordId } : {}),
        ...(who ? { whoId: who } : {}),
        ...(person?.trim() ? { person: person.trim() } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        page,
        perPage,
      });
      return { data: rows, total };
    },
  );
}
