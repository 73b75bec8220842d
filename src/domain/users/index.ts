export * from './types';
export * from './rights';
export * from './status';
export * from './validation';
