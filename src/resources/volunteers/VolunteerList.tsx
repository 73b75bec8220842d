import type { ReactNode } from 'react';
import { swayamsevak } from '../../domain/modules';
import type { VolunteerRecord } from '../../domain/volunteer';
import { EntityList } from '../../engine/EntityList';
import type { EntityDialogProps } from '../../engine/EntityDialog';
import { useEntityRights } from '../../engine/useEntity';
import { PageLoading } from '../../shared/PageLoading';
import { VolunteerDialog } from './VolunteerDialog';

export interface VolunteerListProps {
  /** The upload area and template button (src/custom/volunteer-upload), for writers only. */
  uploadArea?: ReactNode;
}

/** The volunteer dialog (spec §2 "fill" / "amend") in the generic list's place for one. */
function Dialog({ record, locationId, readOnly, onClose }: EntityDialogProps) {
  return (
    <VolunteerDialog
      record={record as VolunteerRecord | undefined}
      locationId={locationId}
      readOnly={readOnly}
      onClose={onClose}
    />
  );
}

/**
 * `/swayamsuchak/list` (spec §2): the register's generic list — its serial numbers, page sizes,
 * row buttons and words declared in `swayamsevak` — with the volunteer dialog and upload put in.
 */
export function VolunteerList({ uploadArea }: VolunteerListProps) {
  const rights = useEntityRights(swayamsevak);
  if (!rights.ready) return <PageLoading />;
  return (
    <EntityList
      d={swayamsevak}
      writable={rights.canWrite}
      Dialog={Dialog}
      uploadArea={uploadArea}
    />
  );
}
