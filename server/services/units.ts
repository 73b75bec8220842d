import type { FastifyRequest } from 'fastify';
import { checkUnit } from '../../src/domain/gathering';
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

/**
 * The unit's fields through the add form's rules (src/domain), after the route's JSON schema:
 * their values as the engine stores them, or a 400 naming each field (and the row).
 */
export function checkUnitFields(
  unit: Omit<UnitFields, 'location_id'>,
  row?: number,
): Record<string, unknown> {
  const { values, issues } = checkUnit(unit as unknown as Record<string, unknown>);
  if (values) return values;
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

/** A unit as the API answers it (spec §3; its engine version is the register's). */
export function unitView(unit: Unit) {
  const { path, location_name, name_suffix, level_id, version, ...rest } = unit;
  void path;
  void version;
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
