import type { RaRecord } from 'react-admin';
import { ekak } from '../../domain/modules';
import { placeLabel, type PlaceRef } from '../../domain/geo';
import { EntityList } from '../../engine/EntityList';
import { useGenericCalls } from '../../engine/registerCalls';
import { useEntityRights } from '../../engine/useEntity';
import { PageLoading } from '../../shared/PageLoading';

/** A unit of the spec's list (`/sankalp/list`) as the register's record: its place by name. */
const UNIT_LIST = {
  resource: 'sankalp',
  row: (unit: RaRecord) => ({
    ...unit,
    place: unit.location ? placeLabel(unit.location as PlaceRef) : undefined,
  }),
};

/**
 * `/sankalp/list` (spec §2): the register's generic list — its columns, filters (a sub-type of
 * the chosen type), words and bulk delete declared in `ekak` — over the spec's list call.
 */
export function SankalpList() {
  const rights = useEntityRights(ekak);
  const generic = useGenericCalls(ekak);
  if (!rights.ready) return <PageLoading />;
  return <EntityList d={ekak} writable={rights.canWrite} calls={{ ...generic, list: UNIT_LIST }} />;
}
