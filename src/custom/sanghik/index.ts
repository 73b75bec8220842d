export { SanghikAddPage } from './SanghikAddPage';
