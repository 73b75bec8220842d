export {
  VolunteerUpload,
  type VolunteerUploadPlace,
  type VolunteerUploadProps,
} from './VolunteerUpload';
export { TemplateDownloadButton } from './TemplateDownloadButton';
