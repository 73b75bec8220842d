import { LEVEL_NAMES } from '../../domain/levels';
import { SYSTEM_USER_LEVELS } from '../../domain/users';

/** Filter and form choices of the user screens (labels are translation keys or data). */
export const levelChoices = SYSTEM_USER_LEVELS.map((id) => ({ id, name: LEVEL_NAMES[id] }));

export const statusChoices = (['active', 'inactive'] as const).map((id) => ({
  id,
  name: `app.users.status.${id}`,
}));

export const roleChoices = (['karyalay_pramukh', 'editor', 'reader'] as const).map((id) => ({
  id,
  name: `app.role.${id}`,
}));

export const label = (field: string) => `app.users.fields.${field}`;
