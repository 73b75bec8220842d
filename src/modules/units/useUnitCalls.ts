import { useMemo } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { placeLabel, toNewUnit, type PlaceRef } from '../../domain';
import { ekak } from '../../domain/modules';
import { useGenericCalls, type RegisterCalls } from '../../engine/registerCalls';

/** A unit as the spec answers it (`/sankalp/list`, `/sankalp/{id}`) as the register's record. */
const asRecord = (unit: RaRecord) => ({
  ...unit,
  place: unit.location ? placeLabel(unit.location as PlaceRef) : undefined,
});
const SPEC_READ = { resource: 'sankalp', row: asRecord };

/**
 * The units' calls (spec §3) under the register's generic screens: the list and one unit read
 * through the data provider's 'sankalp' resource, several added by `/sankalp/addmulti`; the
 * rest (history, edit) are the engine's own.
 */
export function useUnitCalls(): RegisterCalls {
  const dataProvider = useDataProvider<AppDataProvider>();
  const generic = useGenericCalls(ekak);
  return useMemo(
    () => ({
      ...generic,
      list: SPEC_READ,
      one: SPEC_READ,
      addMany: (locationId, rows) => dataProvider.addUnits(locationId, rows.map(toNewUnit)),
    }),
    [generic, dataProvider],
  );
}
