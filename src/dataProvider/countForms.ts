import {
  countCalls,
  type CountPeriodBody,
  type CountSaveBody,
  type CountSheet,
  type RollupAnswer,
} from '../domain/entities';
import type { ApiCall } from './apiCall';

/** The count forms' and roll-up reports' calls (routes generated from their declarations). */
export interface CountFormMethods {
  /** POST /<name>/list (or the form's `calls.list`): the subjects under a place with their records of the period. */
  getCountSheet(name: string, body: CountPeriodBody): Promise<CountSheet>;
  /** POST /<name>/save (or the form's `calls.save`): the records, all or none. */
  saveCountSheet(name: string, body: CountSaveBody): Promise<{ saved: number }>;
  /** POST /<name>/report: the roll-up per child place. */
  getRollupReport(name: string, body: CountPeriodBody): Promise<RollupAnswer>;
}

export const countFormMethods = (call: ApiCall): CountFormMethods => ({
  getCountSheet: (name, body) => call(`/${name}/${countCalls(name).list}`, 'POST', body),
  saveCountSheet: (name, body) => call(`/${name}/${countCalls(name).save}`, 'POST', body),
  getRollupReport: (name, body) => call(`/${name}/report`, 'POST', body),
});
