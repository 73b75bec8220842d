/**
 * A named place in the engine a module package plugs its parts into (a store, a subject
 * source): filled at start-up from the packages (server/engine/plugs.ts), read by name.
 */
export interface Slot<T> {
  put(parts: Readonly<Record<string, T>> | undefined): void;
  get(name: string): T;
  all(): ReadonlyMap<string, T>;
}

export function slot<T>(what: string): Slot<T> {
  const parts = new Map<string, T>();
  return {
    put(from) {
      for (const [name, part] of Object.entries(from ?? {})) {
        const known = parts.get(name);
        if (known && known !== part) throw new Error(`engine: ${what} "${name}" plugged in twice`);
        parts.set(name, part);
      }
    },
    get(name) {
      const found = parts.get(name);
      if (!found) throw new Error(`engine: no ${what} "${name}" is plugged in`);
      return found;
    },
    all: () => parts,
  };
}
