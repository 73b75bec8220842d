import type { DataProvider } from 'react-admin';
import { REGISTERS } from '../domain/modules';
import type { Outbox } from '../outbox/outbox';
import { markKeptOnDevice } from '../outbox/keptOnDevice';

const REGISTER_NAMES = new Set(REGISTERS.map((d) => d.name));

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
      if (!REGISTER_NAMES.has(resource)) return rest.create(resource, params);
      const sent = await outbox.submitRecord(
        resource,
        null,
        params.data as Record<string, unknown>,
      );
      if (!sent.queued) return { data: sent.answer } as never;
      return { data: markKeptOnDevice({ ...params.data, id: `device-${sent.key}` }) } as never;
    },
    update: async (resource, params) => {
      if (!REGISTER_NAMES.has(resource)) return rest.update(resource, params);
      const data = params.data as Record<string, unknown>;
      const sent = await outbox.submitRecord(resource, Number(params.id), data);
      if (!sent.queued) return { data: sent.answer } as never;
      return { data: markKeptOnDevice({ ...data, id: params.id }) } as never;
    },
  };
}
