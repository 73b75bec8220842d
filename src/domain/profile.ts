import type { Claims } from './roles';
import type { PlaceRef } from './geo';

/** Answer of `PUT /user/profile` (spec §3 "Signed-in user"). */
export interface Profile {
  user_id: number;
  name: string;
  email: string;
  phone: string | null;
  picture: string | null;
  level: { level_id: number; name: string };
  location: { location_id: number; localized_name: string; name_suffix: string };
  claims: Claims & { level_name: string };
}

export const APP_VERSION = '2.1.1';
export const DEFAULT_PATH = '/dashboard/default';

/** What `authProvider.getPermissions()` resolves to; screens read rights from it. */
export interface AppPermissions {
  user_id: number;
  admin: boolean;
  writeallowed: boolean;
  karyalay_pramukh: boolean;
  levelId: number;
  levelName: string;
  location: PlaceRef;
}

export function permissionsOf(profile: Profile): AppPermissions {
  const { claims, level, location } = profile;
  return {
    user_id: profile.user_id,
    admin: claims.admin,
    writeallowed: claims.writeallowed,
    karyalay_pramukh: claims.karyalay_pramukh,
    levelId: level.level_id,
    levelName: level.name,
    location: { ...location, level_id: level.level_id },
  };
}
