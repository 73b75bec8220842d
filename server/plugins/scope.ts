import type { FastifyRequest } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { isWithinPath } from '../../src/domain/geo';
import { canWrite } from '../../src/domain/roles';
import { forbidden, notFound } from '../appError';
import type { PlaceRow } from '../repositories/locations';

/** The place, when it lies in the signed-in user's subtree; 404 / 403 otherwise. */
export async function assertPlaceInScope(
  request: FastifyRequest,
  locationId: number,
): Promise<PlaceRow> {
  const place = await request.server.repos.locations.findById(locationId);
  if (!place) throw notFound('place not found');
  if (!isWithinPath(place.path, request.user.path)) {
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'place is outside your area');
  }
  return place;
}

export function requireWrite(request: FastifyRequest): void {
  if (!canWrite(request.user)) {
    throw forbidden(API_ERROR.WRITE_FORBIDDEN, 'you may only read');
  }
}

export function requireAdmin(request: FastifyRequest): void {
  if (!request.user.admin) {
    throw forbidden(API_ERROR.ADMIN_ONLY, 'only an admin may do this');
  }
}
