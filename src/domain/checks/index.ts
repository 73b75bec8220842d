export * from './types';
export { brokenChecks, checkMessageKey, importanceOf, judgeCheck } from './judge';
export { reasonText, reasonsFor } from './reasons';
export * from './review';
export { sideProblem } from './sides';
