export * from './columns';
export * from './messages';
export * from './normalise';
export * from './reference';
export * from './schema';
export * from './validateRows';
export * from './places';
