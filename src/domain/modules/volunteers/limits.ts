import { VOLUNTEER_FIELDS, type VolunteerTextKey } from './fields';

/**
 * The longest text each volunteer cell may hold (issue 17, declared as `maxLength`): the
 * server's JSON schema and the shared rule read it, so no cell can make a check slow or a row huge.
 */
export const VOLUNTEER_MAX_LENGTH = Object.fromEntries(
  VOLUNTEER_FIELDS.flatMap((f) => ('maxLength' in f ? [[f.name, f.maxLength]] : [])),
) as Record<VolunteerTextKey, number>;
