export { SanghikAhawalPage } from './SanghikAhawalPage';
