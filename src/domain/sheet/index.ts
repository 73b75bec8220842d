export * from './columns';
