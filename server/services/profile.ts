import { levelLabel } from '../../src/domain/levels';
import type { Profile } from '../../src/domain/profile';
import type { SignedInUser } from '../plugins/auth';

/** The answer of PUT /user/profile for the signed-in user (spec §3 "Signed-in user"). */
export function profileOf(user: SignedInUser): Profile {
  return {
    user_id: user.user_id,
    name: user.name ?? '',
    email: user.email,
    phone: user.phone,
    picture: null,
    level: { level_id: user.level_id, name: user.level_name },
    location: {
      location_id: user.location_id,
      localized_name: user.localized_name,
      name_suffix: user.name_suffix,
    },
    claims: {
      admin: user.admin,
      writeallowed: user.writeallowed,
      karyalay_pramukh: user.karyalay_pramukh,
      level_name: levelLabel(user.level_id, user.name_suffix),
    },
  };
}
