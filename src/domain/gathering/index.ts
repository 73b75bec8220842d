export * from './attendance';
export * from './calendar';
export * from './units';
export * from './rollup';
export * from './months';
export * from './limits';
export * from './unitSchema';
export * from './unitRecords';
