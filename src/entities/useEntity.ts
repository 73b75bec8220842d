import { usePermissions, useResourceContext } from 'react-admin';
import type { AppPermissions } from '../domain';
import { entityByName, entityRefusal, type EntityDeclaration } from '../domain/entities';

/** The declaration of the current resource, a configured module of the given kind. */
export function useDeclaration<K extends EntityDeclaration['kind']>(
  kind: K,
): Extract<EntityDeclaration, { kind: K }> {
  const resource = useResourceContext();
  const d = resource ? entityByName(resource) : undefined;
  if (d?.kind !== kind) throw new Error(`'${resource}' is not a configured ${kind}`);
  return d as Extract<EntityDeclaration, { kind: K }>;
}

/** The declaration of the current resource (a configured register). */
export const useEntityDeclaration = () => useDeclaration('register');

/** What the signed-in user may do with a module (the server decides; the UI mirrors it). */
export function useEntityRights(d: EntityDeclaration) {
  const { permissions } = usePermissions<AppPermissions>();
  if (!permissions) return { ready: false, canRead: false, canWrite: false };
  const user = { ...permissions, levelId: permissions.levelId };
  return {
    ready: true,
    canRead: entityRefusal(d, user, false) === null,
    canWrite: entityRefusal(d, user, true) === null,
    refusal: entityRefusal(d, user, false),
  };
}
