export * from './types';
export { parseExpression } from './parse';
export {
  compare,
  COMPARISONS,
  evaluate,
  referencesOf,
  type Comparison,
  type FieldLookup,
} from './evaluate';
