export { RegisterUploadButton } from './RegisterUploadButton';
export { RegisterUpload, type UploadPlace } from './RegisterUpload';
export { RegisterTemplateButton } from './RegisterTemplateButton';
