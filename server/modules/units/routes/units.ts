import type { FastifyInstance } from 'fastify';
import { EKAK_TYPES } from '../../../../src/domain/modules/gathering';
import { ekak } from '../../../../src/domain/modules';
import { badRequest } from '../../../appError';
import { registerBulkAdd } from '../../../engine/services/registerBulkAdd';
import { registerWrites } from '../../../engine/services/registerSave';
import { assertPlaceInScope } from '../../../plugins/scope';
import { assertVersion } from '../../../repositories/version';
import { assertUnitInScope, assertUnitPlace, checkUnitFields, unitView } from '../unitWrites';
import { authErrors, typed } from '../../../shared/routeSchemas';
import { addMultiBody, idParams, idsBody, listBody, updateBody } from './unitSchemas';

/**
 * Units (संकल्प) at a गाव or वस्ती, and the unit catalogue. The writes are the units'
 * register's (`ekak`, the engine's bulk add and register writes over the unit table); what
 * stays the spec's own is what it says differently: its row messages, `updated_at` as the
 * version, its answers.
 */
export async function unitRoutes(app: FastifyInstance) {
  const routes = typed(app);
  const units = app.repos.units;
  const addMany = registerBulkAdd(app, ekak);
  const writes = registerWrites(app, ekak);

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
      const values = request.body.units.map((unit, row) => ({
        ...checkUnitFields(unit, row),
        location_id,
      }));
      const ids = await addMany(request.user, location_id, async (add) => add(values));
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
      const current = assertUnitInScope(request, await units.findById(sankalp_id));
      await assertUnitPlace(request, fields.location_id);
      const values = checkUnitFields(fields);
      // the spec's version (updated_at, when sent) checked here; the engine's under the lock
      assertVersion(updated_at, current.version_text, 'the unit');
      // sent without one, the last write wins, as the spec's update always did
      const version = updated_at === undefined ? undefined : current.version;
      const body = { ...values, location_id: fields.location_id, version };
      await writes.update(request.user, sankalp_id, body);
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
      const deleted = (await writes.removeMany(request.user, ids)).length;
      return { message: 'information deleted successfully', deleted };
    },
  );
}
