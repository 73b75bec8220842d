import type { Claims } from './roles';

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
