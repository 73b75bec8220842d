import { usePermissions } from 'react-admin';
import type { AppPermissions, PickerUser } from '../../domain';

/** The signed-in user's level and place, as the picker plans from them. */
export function usePickerUser(): { user: PickerUser | null; isPending: boolean } {
  const { permissions, isPending } = usePermissions<AppPermissions>();
  if (!permissions?.location) return { user: null, isPending };
  return { user: { levelId: permissions.levelId, location: permissions.location }, isPending };
}
