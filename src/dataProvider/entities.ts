import type { Identifier } from 'react-admin';
import type { EntitySnapshot } from '../domain/entities';
import type { HttpClient } from '../httpClient';

/**
 * The configured modules' one call beyond ra-data-simple-rest (which serves their lists and
 * records with no code here): a tracked record's saved versions.
 */
export interface EntityMethods {
  getEntityHistory(resource: string, id: Identifier): Promise<EntitySnapshot[]>;
}

export const entityMethods = (httpClient: HttpClient, apiUrl: string): EntityMethods => ({
  getEntityHistory: async (resource, id) =>
    (await httpClient(`${apiUrl}/${resource}/${encodeURIComponent(String(id))}/history`)).json,
});
