import { ekak } from '../../domain/modules';
import { EntityList } from '../../engine/EntityList';
import { useEntityRights } from '../../engine/useEntity';
import { PageLoading } from '../../shared/PageLoading';
import { useUnitCalls } from './useUnitCalls';

/**
 * `/sankalp/list` (spec §2): the register's generic list — its columns, filters (a sub-type of
 * the chosen type), words and bulk delete declared in `ekak` — over the spec's list call.
 */
export function SankalpList() {
  const rights = useEntityRights(ekak);
  const calls = useUnitCalls();
  if (!rights.ready) return <PageLoading />;
  return <EntityList d={ekak} writable={rights.canWrite} calls={calls} />;
}
