export { GeoImportPage } from './GeoImportPage';
