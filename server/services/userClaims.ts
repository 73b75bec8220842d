import { levelLabel } from '../../src/domain/levels';
import type { UserClaims } from '../auth/identityAdmin';
import type { ManagedUser } from '../repositories/userAdmin';

/** The custom claims of a user row, as the seeded demo accounts carry them. */
export function claimsOf(user: ManagedUser): UserClaims {
  return {
    admin: user.admin,
    writeallowed: user.writeallowed,
    karyalay_pramukh: user.karyalay_pramukh,
    level_name: user.level_id === null ? '' : levelLabel(user.level_id, user.name_suffix),
  };
}
