import { API_ERROR } from '../../src/domain/apiErrors';
import type { RightsVerdict, UserActor } from '../../src/domain/users';
import { AppError, badRequest, forbidden } from '../appError';
import type { SignedInUser } from '../plugins/auth';

/** The signed-in user as the rights rules see them. */
export const actorOf = (user: SignedInUser): UserActor => ({
  user_id: user.user_id,
  admin: user.admin,
  writeallowed: user.writeallowed,
  karyalay_pramukh: user.karyalay_pramukh,
  level_id: user.level_id,
  path: user.path,
});

const REFUSALS: Record<Exclude<RightsVerdict, 'ok'>, () => AppError> = {
  'not-admin': () => forbidden(API_ERROR.ADMIN_ONLY, 'only an admin may do this'),
  'not-office-head': () =>
    forbidden(API_ERROR.ADMIN_ONLY, 'only an admin or an office head may manage users'),
  self: () => forbidden(API_ERROR.WRITE_FORBIDDEN, 'you cannot change your own rights'),
  'out-of-scope': () => forbidden(API_ERROR.OUT_OF_SCOPE, 'user is outside your area'),
  'level-above': () => forbidden(API_ERROR.OUT_OF_SCOPE, 'user is above your level'),
  'same-level': () =>
    forbidden(API_ERROR.OUT_OF_SCOPE, 'users on your own level are managed by an admin'),
  'target-admin': () => forbidden(API_ERROR.ADMIN_ONLY, 'only an admin may change an admin'),
  'grants-admin': () => forbidden(API_ERROR.ADMIN_ONLY, 'only an admin may grant admin'),
  'bad-level': () => badRequest('system users are assigned at levels 1 to 8'),
};

/** Throws the API error for a refused verdict. */
export function assertVerdict(verdict: RightsVerdict): void {
  if (verdict !== 'ok') throw REFUSALS[verdict]();
}
