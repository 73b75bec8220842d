import GroupsIcon from '@mui/icons-material/Groups';
import type { VolunteerRecord } from '../../domain/volunteer';
import { VolunteerList } from './VolunteerList';

export { VolunteerList, VOLUNTEER_PAGE_SIZES, type VolunteerListProps } from './VolunteerList';
export { VolunteerDialog, type VolunteerDialogProps } from './VolunteerDialog';
export { VolunteerHistoryDialog } from './VolunteerHistoryDialog';
export { VolunteerInputs } from './VolunteerInputs';

/** The volunteer register (स्वयंसेवक): its list page is `/swayamsuchak/list`. */
export const swayamsevak = {
  list: VolunteerList,
  icon: GroupsIcon,
  recordRepresentation: (v: VolunteerRecord) => `${v.firstName} ${v.surname}`,
};
