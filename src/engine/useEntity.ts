import { usePermissions, useResourceContext } from 'react-admin';
import type { AppPermissions } from '../domain';
import { moduleRefusal, type ModuleDeclaration } from '../domain/engine';
import { moduleByName } from '../domain/engine';

/** The declaration of the current resource, a configured module of the given kind. */
export function useDeclaration<K extends ModuleDeclaration['kind']>(
  kind: K,
): Extract<ModuleDeclaration, { kind: K }> {
  const resource = useResourceContext();
  const d = resource ? moduleByName(resource) : undefined;
  if (d?.kind !== kind) throw new Error(`'${resource}' is not a configured ${kind}`);
  return d as Extract<ModuleDeclaration, { kind: K }>;
}

/** The declaration of the current resource (a configured register). */
export const useRegisterDeclaration = () => useDeclaration('register');

/** What the signed-in user may do with a module (the server decides; the UI mirrors it). */
export function useEntityRights(d: ModuleDeclaration) {
  const { permissions } = usePermissions<AppPermissions>();
  if (!permissions) return { ready: false, canRead: false, canWrite: false };
  const user = { ...permissions, levelId: permissions.levelId };
  return {
    ready: true,
    canRead: moduleRefusal(d, user, false) === null,
    canWrite: moduleRefusal(d, user, true) === null,
    refusal: moduleRefusal(d, user, false),
  };
}
