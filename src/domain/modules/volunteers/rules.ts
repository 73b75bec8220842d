import type { NamedRule } from '../../engine/namedRules';

/** Blood groups as the register stores them (spec §5); the last one is "not known". */
export const BLOOD_GROUP_UNKNOWN = 'माहित नाही';
export const BLOOD_GROUPS = ['A+', 'B+', 'AB+', 'O+', 'A-', 'B-', 'AB-', 'O-', BLOOD_GROUP_UNKNOWN];

/** The volunteer register's named rules, plugged into the engine's. */
export const VOLUNTEER_RULES: Readonly<Record<string, NamedRule>> = {
  /** One of the blood groups, "not known" included. */
  bloodGroup: {
    types: ['select'],
    holds: (value) => typeof value === 'string' && BLOOD_GROUPS.includes(value),
    message: 'app.volunteer.validation.wrongSelection',
  },
};
