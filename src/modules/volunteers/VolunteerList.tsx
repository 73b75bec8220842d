import type { ReactNode } from 'react';
import { swayamsevak } from '../../domain/modules';
import { EntityList } from '../../engine/EntityList';
import { useEntityRights } from '../../engine/useEntity';
import { PageLoading } from '../../shared/PageLoading';
import { useVolunteerCalls } from './useVolunteerCalls';

export interface VolunteerListProps {
  /** The upload area and template button (VolunteerUploadArea), for writers only. */
  uploadArea?: ReactNode;
}

/**
 * `/swayamsuchak/list` (spec §2): the register's generic list and dialog — its serial numbers,
 * page sizes, row buttons and words declared in `swayamsevak` — over the spec's calls.
 */
export function VolunteerList({ uploadArea }: VolunteerListProps) {
  const rights = useEntityRights(swayamsevak);
  const calls = useVolunteerCalls();
  if (!rights.ready) return <PageLoading />;
  return (
    <EntityList d={swayamsevak} writable={rights.canWrite} calls={calls} uploadArea={uploadArea} />
  );
}
