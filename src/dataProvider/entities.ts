import type { Identifier } from 'react-admin';
import type { EntitySnapshot } from '../domain/entities';
import type { ApiCall } from './apiCall';

/**
 * The configured modules' one call beyond ra-data-simple-rest (which serves their lists and
 * records with no code here): a tracked record's saved versions.
 */
export interface EntityMethods {
  getEntityHistory(resource: string, id: Identifier): Promise<EntitySnapshot[]>;
}

export const entityMethods = (call: ApiCall): EntityMethods => ({
  getEntityHistory: (resource, id) =>
    call(`/${resource}/${encodeURIComponent(String(id))}/history`),
});
