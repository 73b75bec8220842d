export * from './types';
export { parseExpression } from './parse';
export { renameField } from './rename';
export {
  compare,
  COMPARISONS,
  evaluate,
  referencesOf,
  type Comparison,
  type FieldLookup,
} from './evaluate';
