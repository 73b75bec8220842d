import { VolunteerList } from './VolunteerList';
import { VolunteerUploadArea } from './VolunteerUploadArea';

/** `/swayamsuchak/list`: the list with the upload area and template button for writers. */
export function VolunteerListPage() {
  return <VolunteerList uploadArea={<VolunteerUploadArea />} />;
}
