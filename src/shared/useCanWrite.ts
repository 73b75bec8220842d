import { usePermissions } from 'react-admin';
import { canWrite, type AppPermissions } from '../domain';

/** Whether the signed-in user may write (the server enforces it anyway). */
export function useCanWrite(): boolean {
  const { permissions } = usePermissions<AppPermissions>();
  return permissions ? canWrite(permissions) : false;
}
