import type { DataProvider } from 'react-admin';
import '../domain/modules';
import { registerByName } from '../domain/engine/registry';
import type { Outbox } from '../outbox/outbox';
import { markKeptOnDevice } from '../outbox/keptOnDevice';
import { devicePhotos } from '../shared/photos/devicePhotos';
import { SWAYAMSEVAK } from './volunteerResource';
import { addVolunteersBody, type VolunteerMethods } from './volunteers';
import type { SankalpMethods } from './sankalp';
import { ekak } from '../domain/modules/gathering/ekak';

// a register of the code's or one published in the browser: its writes go through the outbox
const isRegister = (resource: string) => registerByName(resource) !== undefined;

/** The photos a record's data names that are on the device: they go with its save (issue 50). */
function withPhotos(resource: string, data: Record<string, unknown>) {
  const d = registerByName(resource);
  const ids = (d?.fields ?? [])
    .filter((f) => f.type === 'photo')
    .flatMap((f) => (Array.isArray(data[f.name]) ? (data[f.name] as string[]) : []));
  const photos = devicePhotos(ids);
  return photos.length ? { photos } : {};
}

/**
 * A declared register's add and change through the device's outbox (issue 26): kept before
 * they are sent and until the server has them. With no answer the form is answered with what
 * it sent, marked as kept on the device (an added record gets a device id until it is sent).
 */
export function keptRecordWrites(
  outbox: Outbox,
  rest: DataProvider,
): Pick<DataProvider, 'create' | 'update'> {
  return {
    create: async (resource, params) => {
      if (!isRegister(resource)) return rest.create(resource, params);
      const data = params.data as Record<string, unknown>;
      const sent = await outbox.submitRecord(resource, null, data, withPhotos(resource, data));
      if (!sent.queued) return { data: sent.answer } as never;
      return { data: markKeptOnDevice({ ...params.data, id: `device-${sent.key}` }) } as never;
    },
    update: async (resource, params) => {
      if (!isRegister(resource)) return rest.update(resource, params);
      const data = params.data as Record<string, unknown>;
      const sent = await outbox.submitRecord(
        resource,
        Number(params.id),
        data,
        withPhotos(resource, data),
      );
      if (!sent.queued) return { data: sent.answer } as never;
      return { data: markKeptOnDevice({ ...data, id: params.id }) } as never;
    },
  };
}

/**
 * The volunteers' dialog through the outbox too: one volunteer added or changed is kept and sent
 * by the spec's own call (its body as the dialog sends it). An upload is a workbook checked
 * against the server, sent only online.
 */
export function keptVolunteerWrites(
  outbox: Outbox,
  volunteers: VolunteerMethods,
): Pick<VolunteerMethods, 'addVolunteers' | 'updateVolunteer'> {
  return {
    addVolunteers: async (locationId, rows, source, options) => {
      const [person] = rows;
      if (source !== 'form' || rows.length !== 1 || !person)
        return volunteers.addVolunteers(locationId, rows, source, options);
      const body = addVolunteersBody(locationId, rows, source, options);
      const sent = await outbox.submitRecord(
        SWAYAMSEVAK,
        null,
        { ...person, location_id: locationId },
        { send: { path: '/swayamsevak/add', method: 'POST', body } },
      );
      return sent.queued ? markKeptOnDevice({ message: '', count: 1 }) : (sent.answer as never);
    },
    updateVolunteer: async (record) => {
      const sent = await outbox.submitRecord(SWAYAMSEVAK, record.id, record, {
        send: { path: '/swayamsevak/update', method: 'PUT', body: [record] },
      });
      return sent.queued ? markKeptOnDevice({ message: '' }) : (sent.answer as never);
    },
  };
}

/**
 * The units' writes through the outbox: units added many at once (one call, all or none) and a
 * status change, kept and sent by the spec's own calls.
 */
export function keptUnitWrites(
  outbox: Outbox,
): Pick<SankalpMethods, 'addUnits' | 'changeUnitStatus'> {
  return {
    addUnits: async (location_id, units) => {
      const send = {
        path: '/sankalp/addmulti',
        method: 'POST',
        body: { location_id, units },
      } as const;
      const rows = units.map((u) => ({ ...u }));
      const sent = await outbox.submitRecord(ekak.name, null, { location_id }, { send, rows });
      return sent.queued ? markKeptOnDevice({ ids: [] }) : (sent.answer as never);
    },
    changeUnitStatus: async (change) => {
      const send = { path: '/sadyasthiti/change', method: 'PUT', body: change } as const;
      const data = { ...change } as Record<string, unknown>;
      const sent = await outbox.submitRecord(ekak.name, change.sankalp_id, data, { send });
      return sent.queued ? markKeptOnDevice({}) : sent.answer;
    },
  };
}
