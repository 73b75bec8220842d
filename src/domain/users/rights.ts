import { isWithinPath } from '../geo';
import type { Claims } from '../roles';
import type { UserActor, UserTarget } from './types';

/** Levels a system user can be assigned to (spec §9: level ids 1 to 8). */
export const SYSTEM_USER_LEVELS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];
export const isSystemUserLevel = (levelId: number | null | undefined): boolean =>
  typeof levelId === 'number' && SYSTEM_USER_LEVELS.includes(levelId);

/** Why a user-admin action is refused; the API turns each into a 403 or 400. */
export type RightsVerdict =
  | 'ok'
  | 'not-admin'
  | 'not-office-head'
  | 'self'
  | 'out-of-scope'
  | 'level-above'
  | 'same-level'
  | 'target-admin'
  | 'grants-admin'
  | 'bad-level';

/** Approving access requests is an admin's job only. */
export const canApprove = (actor: Claims): boolean => actor.admin;

/**
 * Whether "approve all" may approve a request for this place: inside the approver's subtree
 * and strictly below its level. A request for the approver's own level (the root, for the
 * प्रांत admin) grants that much and is approved one by one, never in bulk (issue 17).
 */
export function bulkApprovable(
  actor: UserActor,
  place: { level_id: number | null; path: string | null },
): boolean {
  if (place.level_id === null || place.path === null) return false;
  return isWithinPath(place.path, actor.path) && place.level_id > actor.level_id;
}

/** Admins and office heads (karyalay pramukh) manage users; nobody else does. */
export const managesUsers = (actor: Claims): boolean => actor.admin || actor.karyalay_pramukh;

/** Whether `actor` may see, create, update, (de)activate or delete `target`. */
export function manageVerdict(actor: UserActor, target: UserTarget): RightsVerdict {
  if (!managesUsers(actor)) return 'not-office-head';
  if (target.user_id !== undefined && target.user_id === actor.user_id) return 'self';
  if (actor.admin) return 'ok';
  // an access request is the approver's business: admins only
  if (target.status === 'pending') return 'not-admin';
  if (target.admin) return 'target-admin';
  if (target.path === null || !isWithinPath(target.path, actor.path)) return 'out-of-scope';
  // a larger level id is a deeper level: an office head never reaches above their own
  if (target.level_id === null || target.level_id < actor.level_id) return 'level-above';
  // users on the office head's own level (a co-equal head, or one it would create at its own
  // place to act through) are the admin's: an office head acts strictly below itself
  if (target.level_id === actor.level_id) return 'same-level';
  return 'ok';
}

/**
 * Whether `actor` may give `target` (a new user, or an existing one after the change) the
 * place and the rights `rights`: the place must be a system-user level, and only an admin
 * grants admin.
 */
export function assignVerdict(
  actor: UserActor,
  target: UserTarget,
  rights: Partial<Claims>,
): RightsVerdict {
  if (!isSystemUserLevel(target.level_id)) return 'bad-level';
  if (rights.admin && !actor.admin) return 'grants-admin';
  return manageVerdict(actor, { ...target, admin: false });
}

/** Users an office head may see in lists: their own subtree at their level or below. */
export function canSeeUser(actor: UserActor, target: UserTarget): boolean {
  if (actor.admin) return true;
  if (!actor.karyalay_pramukh) return false;
  if (target.user_id === actor.user_id) return true;
  return ['ok', 'same-level'].includes(manageVerdict(actor, target));
}
