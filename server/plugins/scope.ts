import type { FastifyRequest } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { isWithinPath } from '../../src/domain/geo';
import { moduleRefusal, type ModuleDeclaration } from '../../src/domain/engine';
import { canWrite } from '../../src/domain/roles';
import { forbidden, notFound } from '../appError';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { locationsRepository, type PlaceRow } from '../repositories/locations';

/** The place read on `db` (a save's transaction), when it lies under `scopePath`; 404 / 403. */
export async function placeInScope(
  db: Kysely<Database>,
  scopePath: string,
  locationId: number,
): Promise<PlaceRow> {
  return withinScope(await locationsRepository(db).findById(locationId), scopePath);
}

/** A place read by any query, when it exists (404) and lies under `scopePath` (403). */
export function withinScope<P extends { path: string }>(place: P | undefined, scopePath: string) {
  if (!place) throw notFound('place not found');
  if (!isWithinPath(place.path, scopePath)) {
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'place is outside your area');
  }
  return place;
}

/** The place, when it lies in the signed-in user's subtree; 404 / 403 otherwise. */
export const assertPlaceInScope = (request: FastifyRequest, locationId: number) =>
  placeInScope(request.server.database.kysely, request.user.path, locationId);

/**
 * What a route asks beyond a signed-in user, declared in its options (`config: { access }`):
 * the write right, the admin claim, or a configured module's access (DESIGN §13), reading or
 * writing.
 */
export type RouteAccess =
  'write' | 'admin' | { module: ModuleDeclaration | 'defined'; write: boolean };

function requireWrite(request: FastifyRequest): void {
  if (!canWrite(request.user)) {
    throw forbidden(API_ERROR.WRITE_FORBIDDEN, 'you may only read');
  }
}

function requireAdmin(request: FastifyRequest): void {
  if (!request.user.admin) {
    throw forbidden(API_ERROR.ADMIN_ONLY, 'only an admin may do this');
  }
}

/** A module defined in the browser (its path named it): retired, only admins read it. */
function definedModule(request: FastifyRequest, write: boolean): ModuleDeclaration {
  const { declaration, retired } = request.definedModule!;
  if (retired && (write || !request.user.admin))
    throw forbidden(API_ERROR.MODULE_RETIRED, `${declaration.name}: retired`);
  return declaration;
}

/** 403 unless the signed-in user may use the module (read, or write). */
export function assertModuleAccess(request: FastifyRequest, d: ModuleDeclaration, write: boolean) {
  const { user } = request;
  const refusal = moduleRefusal(d, { ...user, levelId: user.level_id }, write);
  if (refusal) throw forbidden(API_ERROR[refusal], `${d.name}: ${refusal}`);
}

function requireModuleAccess(
  request: FastifyRequest,
  module: ModuleDeclaration | 'defined',
  write: boolean,
) {
  const d = module === 'defined' ? definedModule(request, write) : module;
  assertModuleAccess(request, d, write);
}

/** The API's preHandler: refuses with 403 a user the route's declared access leaves out. */
export async function checkRouteAccess(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config?.access;
  if (access === 'write') requireWrite(request);
  else if (access === 'admin') requireAdmin(request);
  else if (access) requireModuleAccess(request, access.module, access.write);
}
