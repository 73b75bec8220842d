export * from './rules';
export { unusualRecord } from './countForms';
