import type { FastifyRequest } from 'fastify';
import { checkUnit } from '../../../src/domain/modules/gathering';
import { isWithinPath } from '../../../src/domain/geo';
import { isVolunteerLevel } from '../../../src/domain/levels';
import { API_ERROR } from '../../../src/domain/apiErrors';
import { badRequest, forbidden, notFound } from '../../appError';
import { assertPlaceInScope } from '../../plugins/scope';
import type { UnitFields, UnitRow } from './unitsRepository';
import { keyedError } from '../../shared/keyedErrors';

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
export function assertUnitInScope<U extends { location_path: string }>(
  request: FastifyRequest,
  unit: U | undefined,
): U {
  if (!unit) throw notFound('unit not found');
  if (!isWithinPath(unit.location_path, request.user.path)) {
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'unit is outside your area');
  }
  return unit;
}

/** A unit, the register's record, as the spec answers it (§3): its version the update time. */
export function unitView(unit: UnitRow) {
  return {
    sankalp_id: unit.id,
    ...unit.data,
    location_id: unit.location_id,
    updated_at: unit.version_text,
    location: {
      location_id: unit.location_id,
      localized_name: unit.localized_name,
      name_suffix: unit.name_suffix,
      level_id: unit.level_id,
    },
  };
}
