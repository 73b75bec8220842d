import { usePermissions } from 'react-admin';
import type { AppPermissions } from '../../domain';
import { moduleRefusal, type CountFormDeclaration } from '../../domain/engine';
import { COUNT_FORMS, definedModules } from '../../domain/modules';
import { useDefinedModulesVersion } from '../../engine/defined/useDefinedModulesVersion';

/**
 * The count forms a user may read that `keep` keeps: the code's and those made in the browser
 * (a screen over them follows a module published meanwhile).
 */
export function useCountForms(keep: (d: CountFormDeclaration) => boolean): CountFormDeclaration[] {
  useDefinedModulesVersion();
  const { permissions } = usePermissions<AppPermissions>();
  if (!permissions) return [];
  const user = { ...permissions, levelId: permissions.levelId };
  return [...COUNT_FORMS, ...definedModules()].filter(
    (d): d is CountFormDeclaration =>
      d.kind === 'countForm' && keep(d) && moduleRefusal(d, user, false) === null,
  );
}
