export { RegisterUploadButton } from './RegisterUploadButton';
