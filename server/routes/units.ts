import type { FastifyInstance } from 'fastify';
import { EKAK_TYPES } from '../../src/domain/gathering';
import { badRequest } from '../appError';
import { assertPlaceInScope } from '../plugins/scope';
import { assertUnitInScope, assertUnitPlace, checkUnitFields, unitView } from '../services/units';
import { authErrors, typed } from './schemas';
import { addMultiBody, idParams, idsBody, listBody, updateBody } from './unitSchemas';

/** Units (संकल्प) at a गाव or वस्ती, and the unit catalogue. */
export async function unitRoutes(app: FastifyInstance) {
  const routes = typed(app);
  const units = app.repos.units;

  app.get('/metadata/ekak_types', { schema: { summary: 'The unit catalogue' } }, async () => [
    ...EKAK_TYPES,
  ]);

  routes.post(
    '/sankalp/addmulti',
    {
      config: { access: 'write' },
      schema: { summary: 'Adds units at one place, all or none', body: addMultiBody },
    },
    async (request) => {
      const { location_id } = request.body;
      await assertUnitPlace(request, location_id);
      request.body.units.forEach((unit, row) => checkUnitFields(unit, row));
      const rows = request.body.units.map((u) => ({ ...u, location_id }));
      const ids = await units.insertMany(rows, request.user.user_id);
      return { message: 'successfully added', ids };
    },
  );

  routes.post(
    '/sankalp/list',
    { schema: { summary: "Units in a place's subtree", body: listBody } },
    async (request) => {
      const { location_id, ...filter } = request.body;
      const place = await assertPlaceInScope(request, location_id);
      return (await units.list(place.path, filter)).map(unitView);
    },
  );

  routes.get(
    '/sankalp/:id',
    { schema: { summary: 'One unit', params: idParams, response: authErrors } },
    async (request) =>
      unitView(assertUnitInScope(request, await units.findById(request.params.id))),
  );

  routes.put(
    '/sankalp/update',
    {
      config: { access: 'write' },
      schema: { summary: "Changes a unit's fields", body: updateBody },
    },
    async (request) => {
      const { sankalp_id, updated_at, ...fields } = request.body;
      assertUnitInScope(request, await units.findById(sankalp_id));
      await assertUnitPlace(request, fields.location_id);
      checkUnitFields(fields);
      await units.update(sankalp_id, fields, request.user.user_id, updated_at);
      return unitView((await units.findById(sankalp_id))!);
    },
  );

  routes.put(
    '/sankalp/delete',
    {
      config: { access: 'write' },
      schema: { summary: 'Deletes units (their attendance is kept)', body: idsBody },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      const found = await units.findByIdsWithDeleted(ids);
      if (found.length !== ids.length) throw badRequest('some units do not exist');
      found.forEach((unit) => assertUnitInScope(request, unit));
      const deleted = await units.softDelete(ids, request.user.user_id);
      return { message: 'information deleted successfully', deleted };
    },
  );
}
