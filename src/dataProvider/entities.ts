import type { Identifier } from 'react-admin';
import type { ApiErrorBody } from '../domain/apiErrors';
import type { EntitySnapshot } from '../domain/engine';
import { moduleByName } from '../domain/modules';
import type { ApiCall } from './apiCall';

/** A live record a new one may repeat (`row`: the sheet row of an uploaded one). */
export interface RegisterDuplicate {
  row?: number;
  id: number;
  place: string;
}

/** The rows of a register's upload: every row to the chosen place. */
export interface RegisterUploadBody {
  locationId: number;
  rows: Record<string, unknown>[];
  onlyValid?: boolean;
}

/**
 * The configured modules' calls beyond ra-data-simple-rest (which serves their lists and
 * records with no code here): a tracked record's saved versions, and a register's upload.
 */
export interface EntityMethods {
  getEntityHistory(resource: string, id: Identifier): Promise<EntitySnapshot[]>;
  /** POST /<name>/upload/check: each bad row's problems (row = index + 2), nothing stored. */
  checkRegisterUpload(
    resource: string,
    body: RegisterUploadBody,
  ): Promise<{ errors: NonNullable<ApiErrorBody['error']>; duplicates: RegisterDuplicate[] }>;
  /** POST /<name>/duplicates: live records of the area with the same `duplicates` fields. */
  findRegisterDuplicates(
    resource: string,
    body: { values: Record<string, unknown>; excludeId?: number },
  ): Promise<{ duplicates: RegisterDuplicate[] }>;
  /** POST /<name>/upload: all rows or none (or only the good ones). */
  uploadRegister(
    resource: string,
    body: RegisterUploadBody,
  ): Promise<{ count: number; skipped: number }>;
}

export const entityMethods = (call: ApiCall): EntityMethods => ({
  getEntityHistory: (resource, id) =>
    call(`/${resource}/${encodeURIComponent(String(id))}/history`),
  checkRegisterUpload: (resource, body) => call(`/${resource}/upload/check`, 'POST', body),
  uploadRegister: (resource, body) => call(`/${resource}/upload`, 'POST', body),
  findRegisterDuplicates: async (resource, { values, excludeId }) => {
    const d = moduleByName(resource);
    if (d?.kind !== 'register' || !d.specCalls?.includes('duplicates'))
      return call(`/${resource}/duplicates`, 'POST', { values, excludeId });
    // the spec's call of the path: the values flat, each record answered with its place's name
    const found = await call<{ id: number; location: string }[]>(
      `/${resource}/duplicates`,
      'POST',
      { ...values, excludeId },
    );
    return { duplicates: found.map(({ id, location }) => ({ id, place: location })) };
  },
});
