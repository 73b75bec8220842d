import type { CountPeriodBody, CountSaveBody, CountSheet, RollupAnswer } from '../domain/entities';
import type { HttpClient } from '../httpClient';

/** The count forms' and roll-up reports' calls (routes generated from their declarations). */
export interface CountFormMethods {
  /** POST /<name>/list: the subjects under a place with their records of the period. */
  getCountSheet(name: string, body: CountPeriodBody): Promise<CountSheet>;
  /** POST /<name>/save: the records, all or none. */
  saveCountSheet(name: string, body: CountSaveBody): Promise<{ saved: number }>;
  /** POST /<name>/report: the roll-up per child place. */
  getRollupReport(name: string, body: CountPeriodBody): Promise<RollupAnswer>;
}

export function countFormMethods(httpClient: HttpClient, apiUrl: string): CountFormMethods {
  const post = async <T>(path: string, body: unknown): Promise<T> =>
    (await httpClient(`${apiUrl}${path}`, { method: 'POST', body: JSON.stringify(body) }))
      .json as T;
  return {
    getCountSheet: (name, body) => post(`/${name}/list`, body),
    saveCountSheet: (name, body) => post(`/${name}/save`, body),
    getRollupReport: (name, body) => post(`/${name}/report`, body),
  };
}
