export { VolunteerList, type VolunteerListProps } from './VolunteerList';
export { VolunteerDialog, type VolunteerDialogProps } from './VolunteerDialog';
export { TemplateDownloadButton, VolunteerUpload } from './VolunteerUpload';
