import { HttpError } from 'react-admin';
import type { ModuleDefinition } from '../domain/engine';
import type { HttpClient } from '../httpClient';
import type { ApiCall } from './apiCall';

/** An answer of GET /modules: the definitions the user may use and their ETag. */
export interface ModulesAnswer {
  etag: string;
  modules: ModuleDefinition[];
}

/** A change publishing would make, with the records it would touch (refused when any). */
export interface ModuleChange {
  kind: string;
  field?: string;
  detail?: string;
  touches?: unknown;
  records: number;
}

/** The builder's list (GET /modules?all=1): every module with its state, and the drafts. */
export interface AllModules {
  modules: ModuleDefinition[];
  drafts: ModuleDefinition[];
}

export interface ModuleMethods {
  /** GET /modules: the definitions, or null when unchanged since `etag` (304). */
  getModules(etag?: string): Promise<ModulesAnswer | null>;
  getAllModules(): Promise<AllModules>;
  createModule(definition: ModuleDefinition): Promise<ModuleDefinition>;
  saveModuleDraft(definition: ModuleDefinition): Promise<ModuleDefinition>;
  /** What publishing the draft would change, and the problem that would refuse it. */
  getModuleChanges(
    name: string,
  ): Promise<{ changes: ModuleChange[]; problem: { field: string; message: string } | null }>;
  /** 200 with the version; a refusal rejects (409: `body.refused`, 400: `body.error`). */
  publishModule(name: string): Promise<{ version: number }>;
  retireModule(name: string): Promise<unknown>;
}

export const moduleMethods = (
  httpClient: HttpClient,
  apiUrl: string,
  call: ApiCall,
): ModuleMethods => ({
  getAllModules: () => call('/modules?all=1'),
  createModule: (definition) => call('/modules', 'POST', definition),
  saveModuleDraft: (definition) => call(`/modules/${definition.name}`, 'PUT', definition),
  getModuleChanges: (name) => call(`/modules/${name}/changes`),
  publishModule: (name) => call(`/modules/${name}/publish`, 'POST', {}),
  retireModule: (name) => call(`/modules/${name}/retire`, 'POST', {}),
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
