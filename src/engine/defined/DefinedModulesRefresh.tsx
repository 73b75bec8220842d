import { useDefinedModulesRefresh } from './useDefinedModulesRefresh';

/** In the signed-in shell: keeps the modules defined in the browser up to date (no output). */
export function DefinedModulesRefresh() {
  useDefinedModulesRefresh();
  return null;
}
