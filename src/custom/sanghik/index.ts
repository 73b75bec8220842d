export { SanghikAddPage } from './SanghikAddPage';
export type * from './types';
