export * from './attendance';
export * from '../calendar';
export * from './entryWindow';
export * from './units';
export * from './rollup';
export * from './limits';
export * from './unitSchema';
export * from './unitRecords';
