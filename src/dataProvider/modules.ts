import { HttpError } from 'react-admin';
import type { ModuleDefinition } from '../domain/engine';
import type { HttpClient } from '../httpClient';

/** An answer of GET /modules: the definitions the user may use and their ETag. */
export interface ModulesAnswer {
  etag: string;
  modules: ModuleDefinition[];
}

export interface ModuleMethods {
  /** GET /modules: the definitions, or null when unchanged since `etag` (304). */
  getModules(etag?: string): Promise<ModulesAnswer | null>;
}

export const moduleMethods = (httpClient: HttpClient, apiUrl: string): ModuleMethods => ({
  async getModules(etag) {
    const headers = new Headers({ Accept: 'application/json' });
    if (etag) headers.set('If-None-Match', etag);
    try {
      const answer = await httpClient(`${apiUrl}/modules`, { headers });
      const modules = (answer.json as { modules: ModuleDefinition[] }).modules;
      return { etag: answer.headers.get('etag') ?? '', modules };
    } catch (error) {
      if (error instanceof HttpError && error.status === 304) return null;
      throw error;
    }
  },
});
