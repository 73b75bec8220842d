import { useSyncExternalStore } from 'react';

/**
 * A newer build of the app waits on this device (its service worker installed): `use` swaps
 * it in and reloads. Offered, never forced: the person chooses when, so no entry is cut off.
 */
let use: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerNewVersion(swap: () => void) {
  use = swap;
  listeners.forEach((l) => l());
}

export const useNewVersion = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => use,
  );
