export * from './arithmetic';
export * from './records';
export * from './types';
export * from './indicators';
