import type { FastifyRequest } from 'fastify';
import { unitIssues } from '../../src/domain/gathering';
import { isWithinPath } from '../../src/domain/geo';
import { isVolunteerLevel } from '../../src/domain/levels';
import { API_ERROR } from '../../src/domain/apiErrors';
import { badRequest, forbidden, notFound } from '../appError';
import { assertPlaceInScope } from '../plugins/scope';
import type { UnitFields, unitsRepository } from '../repositories/units';
import { keyedError } from './keyedErrors';

type Unit = NonNullable<Awaited<ReturnType<ReturnType<typeof unitsRepository>['findById']>>>;

/** A place where units may be kept: in scope and a गाव or वस्ती (level 10/11). */
export async function assertUnitPlace(request: FastifyRequest, locationId: number) {
  const place = await assertPlaceInScope(request, locationId);
  if (!isVolunteerLevel(place.level_id)) {
    throw badRequest('units can only be entered at village/settlement level');
  }
  return place;
}

/** The unit schema the add form applies (src/domain), after the route's JSON schema. */
export function checkUnitFields(unit: Omit<UnitFields, 'location_id'>, row?: number): void {
  const issues = unitIssues(unit as unknown as Record<string, unknown>);
  if (issues.length === 0) return;
  const at = row === undefined ? '' : `units[${row}]: `;
  throw keyedError(
    issues.map(({ field, key }) => ({
      ...(row === undefined ? {} : { row }),
      field,
      key,
      prefix: `${at}${field}: `,
    })),
  );
}

/** A live unit in the caller's area; 404 / 403 otherwise. */
export function assertUnitInScope(request: FastifyRequest, unit: Unit | undefined): Unit {
  if (!unit) throw notFound('unit not found');
  if (!isWithinPath(unit.path, request.user.path)) {
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'unit is outside your area');
  }
  return unit;
}

/** A unit as the API answers it. */
export function unitView(unit: Unit) {
  const { path, location_name, name_suffix, level_id, ...rest } = unit;
  void path;
  return {
    ...rest,
    location: {
      location_id: unit.location_id,
      localized_name: location_name,
      name_suffix,
      level_id,
    },
  };
}
