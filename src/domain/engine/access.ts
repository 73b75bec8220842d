import { canWrite, type Claims } from '../roles';
import type { ModuleDeclaration } from './types';

/** The signed-in user as the access rules see them. */
export interface EntityUser extends Partial<Claims> {
  levelId: number;
}

/** Why a user may not use a module (an API error code), or null when they may. */
export type EntityRefusal = 'ADMIN_ONLY' | 'LEVEL_FORBIDDEN' | 'WRITE_FORBIDDEN' | null;

/** DESIGN §8 for a declared module: its claims and user levels, then the write right. */
export function moduleRefusal(
  declaration: ModuleDeclaration,
  user: EntityUser,
  write: boolean,
): EntityRefusal {
  const { adminOnly, userLevels } = declaration.access;
  if (adminOnly && !user.admin) return 'ADMIN_ONLY';
  if (userLevels && !userLevels.includes(user.levelId)) return 'LEVEL_FORBIDDEN';
  if (write && !canWrite(user)) return 'WRITE_FORBIDDEN';
  return null;
}

/** Whether the module's menu entry shows for the user (spec §6 rules, from the declaration). */
export const moduleMenuAllowed = (declaration: ModuleDeclaration, user: EntityUser): boolean =>
  moduleRefusal(declaration, user, false) === null;
