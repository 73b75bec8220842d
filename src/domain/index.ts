export * from './levels';
export * from './geo';
export * from './roles';
export * from './apiErrors';
export * from './profile';
export * from './menu';
export * from './picker';
