export { VolunteerList, type VolunteerListProps } from './VolunteerList';
export { VolunteerDialog, type VolunteerDialogProps } from './VolunteerDialog';
export { VolunteerHistoryDialog } from './VolunteerHistoryDialog';
export { VolunteerInputs } from './VolunteerInputs';
