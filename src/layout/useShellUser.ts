import { useGetIdentity, usePermissions } from 'react-admin';
import type { AppPermissions } from '../domain';
import type { AppIdentity } from '../authProvider';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The signed-in user as the shell shows it. Both come from the one cached profile call.
 * A failure (e.g. 403 USER_INACTIVE) goes through `checkError` and signs the person out.
 */
export function useShellUser(): { permissions?: AppPermissions; identity?: AppIdentity } {
  const { permissions } = usePermissions<AppPermissions>(undefined, {
    staleTime: FIVE_MINUTES,
    retry: false,
  });
  const { identity } = useGetIdentity({ staleTime: FIVE_MINUTES, retry: false });
  return { permissions, identity: identity as AppIdentity | undefined };
}
