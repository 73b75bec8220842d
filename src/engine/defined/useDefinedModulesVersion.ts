import { useSyncExternalStore } from 'react';
import { definedModulesStore } from './definedModulesStore';

/** Re-renders the caller whenever the modules defined in the browser change. */
export const useDefinedModulesVersion = () =>
  useSyncExternalStore(definedModulesStore.subscribe, definedModulesStore.version);
