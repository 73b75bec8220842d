import type { FastifyRequest } from 'fastify';
import { API_ERROR } from '../../../src/domain/apiErrors';
import {
  PLACE_FIELD,
  registerContribution,
  registerRollupYear,
  validateEntity,
  type RegisterDeclaration,
  type EntitySchema,
  type EntitySnapshot,
  type FieldIssue,
} from '../../../src/domain/engine';
import { isWithinPath, placeLabel } from '../../../src/domain/geo';
import { AppError, badRequest, forbidden, notFound } from '../../appError';
import type { EntityRow, StoredRecord } from '../repositories/entityRecords';
import { storeOf, type RegisterStore, type SnapshotRow } from '../repositories/registerStores';
import type { PlaceRow } from '../../repositories/locations';
import { sanitizeRichText } from '../../shared/richText';
import { fieldIssueRows } from '../../shared/keyedErrors';

/** A 400 naming each field with its Marathi message (and the key, for clients that translate). */
export function fieldIssuesError(d: RegisterDeclaration, issues: readonly FieldIssue[]): AppError {
  const rows = fieldIssueRows(d, issues);
  return badRequest(rows[0]?.message ?? 'invalid', rows);
}

/** The body through the module's schema: its stored values, or a 400. */
export function checkedValues(
  d: RegisterDeclaration,
  schema: EntitySchema,
  body: Record<string, unknown>,
) {
  const result = validateEntity(d, schema, body);
  if (result.issues.length > 0) throw fieldIssuesError(d, result.issues);
  return result.values!;
}

/** A live record of the module under `scopePath`, read on `on` (a transaction) if given. */
export async function recordWithin(
  records: RegisterStore,
  d: RegisterDeclaration,
  id: number,
  scopePath: string,
  on?: Parameters<RegisterStore['findById']>[2],
) {
  const row = await records.findById(d, id, on);
  if (!row) throw notFound('record not found');
  return inScope(row, scopePath);
}

/** The record as read, if it lies under `scopePath`; 403 otherwise. */
export function inScope(row: EntityRow, scopePath: string): EntityRow {
  if (!isWithinPath(row.location_path, scopePath)) {
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'record is outside your area');
  }
  return row;
}

/** A live record of the module in the signed-in user's subtree (404 / 403 otherwise). */
export const recordInScope = (request: FastifyRequest, d: RegisterDeclaration, id: number) =>
  recordWithin(storeOf(request.server.repos, d), d, id, request.user.path);

interface StoragePlan {
  /** The fields a record stores (not its place, none read-only), in declaration order. */
  stored: readonly string[];
  richText: ReadonlySet<string>;
  search: readonly string[];
}

// a declaration's fields read once, not for each row of an upload
const plans = new WeakMap<RegisterDeclaration, StoragePlan>();
function planOf(d: RegisterDeclaration): StoragePlan {
  let plan = plans.get(d);
  if (!plan) {
    const stored = d.fields.filter((f) => f.type !== 'place' && !f.readOnly);
    plan = {
      stored: stored.map((f) => f.name),
      richText: new Set(stored.filter((f) => f.type === 'richText').map((f) => f.name)),
      search: d.fields.filter((f) => f.search).map((f) => f.name),
    };
    plans.set(d, plan);
  }
  return plan;
}

/** What is stored: rich text sanitised, the search text of the declared search fields. */
export function storedRecord(
  d: RegisterDeclaration,
  values: Record<string, unknown>,
  place: PlaceRow,
): StoredRecord {
  const { stored, richText, search } = planOf(d);
  const data: Record<string, unknown> = {};
  for (const name of stored) {
    const value = values[name];
    data[name] = richText.has(name) && typeof value === 'string' ? sanitizeRichText(value) : value;
  }
  const searched = search.filter((name) => typeof data[name] === 'string');
  const year = registerRollupYear(d, data);
  return {
    location_id: place.location_id,
    location_path: place.path,
    data,
    search_text: searched
      .map((name) => data[name] as string)
      .join(' ')
      .toLowerCase(),
    rollup_year: year ?? null,
    sums: year ? registerContribution(d, data) : null,
  };
}

/** A record as the API answers it. */
export const recordView = (row: EntityRow) => ({
  ...row.data,
  id: row.id,
  [PLACE_FIELD]: row.location_id,
  place: placeLabel(row),
  version: row.version,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
  updated_by_name: row.updated_by_name,
});

/** A saved version as the history call answers it (EntitySnapshot). */
export const snapshotView = (row: SnapshotRow): EntitySnapshot => ({
  version: row.version,
  location_id: row.location_id,
  place: placeLabel(row),
  data: row.data,
  deleted: row.deleted,
  changed_at: new Date(row.changed_at as string).toISOString(),
  changed_by_name: row.changed_by_name,
});
