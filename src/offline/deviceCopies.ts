import { committed, COPIES, COPIES_BY_AGE, done, openDeviceDb } from './deviceDb';

/**
 * Copies of what entry needs, kept on the device (issue 26, point 2): the signed-in person's
 * profile, places in the picker, reference lists and the entry sheets they opened, each under
 * its owner's address, so the app opens and a sheet shows with no network. A read that got no
 * answer returns the kept copy with the time it was kept; a refusal of the server never does
 * (it is an answer).
 */
export interface KeptCopy {
  /** owner|kind|name */
  key: string;
  owner: string;
  kind: string;
  at: number;
  value: unknown;
}

export interface CopyStore {
  read(key: string): Promise<KeptCopy | undefined>;
  /** Keeps `copy`; of its owner's copies of its kind only the `limit` newest stay. */
  keep(copy: KeptCopy, limit: number): Promise<void>;
}

/** At most this many copies per person and kind (sheets, places); the oldest go first. */
export const COPIES_KEPT = 30;

export function indexedDbCopies(factory: IDBFactory = indexedDB): CopyStore {
  const store = async (mode: IDBTransactionMode) => {
    const tx = (await openDeviceDb(factory)).transaction(COPIES, mode);
    return { tx, copies: tx.objectStore(COPIES) };
  };
  return {
    read: async (key) => done((await store('readonly')).copies.get(key)),
    keep: async (copy, limit) => {
      const { tx, copies } = await store('readwrite');
      copies.put(copy);
      const mine = IDBKeyRange.bound([copy.owner, copy.kind, 0], [copy.owner, copy.kind, Infinity]);
      const request = copies.index(COPIES_BY_AGE).getAllKeys(mine);
      request.onsuccess = () => {
        // the keys come oldest first; the copy just kept is one of the `limit`
        const others = request.result.filter((k) => k !== copy.key);
        others.slice(0, Math.max(0, others.length - (limit - 1))).forEach((k) => copies.delete(k));
      };
      await committed(tx);
    },
  };
}

/** Copies in memory: for tests, and a browser without IndexedDB (nothing outlives the page). */
export function memoryCopies(): CopyStore {
  const kept = new Map<string, KeptCopy>();
  return {
    read: async (key) => structuredClone(kept.get(key)),
    keep: async (copy, limit) => {
      kept.set(copy.key, structuredClone(copy));
      const mine = [...kept.values()].filter((c) => c.owner === copy.owner && c.kind === copy.kind);
      mine
        .sort((a, b) => b.at - a.at || Number(b.key === copy.key) - Number(a.key === copy.key))
        .slice(limit)
        .forEach((c) => kept.delete(c.key));
    },
  };
}

const noAnswer = (error: unknown) => typeof (error as { status?: unknown })?.status !== 'number';

export type ThroughCopy = <T>(
  kind: string,
  name: string,
  fetch: () => Promise<T>,
) => Promise<{ value: T; keptAt: number | null }>;

/**
 * `fetch` through the device's copies: its answer kept under the signed-in owner's address,
 * `kind` and `name`; no answer at all → the kept copy and when it was kept (else the failure).
 * With no store or no one signed in, just `fetch`.
 */
export function throughCopies(
  store: CopyStore | undefined,
  owner: () => string | null | undefined,
): ThroughCopy {
  // strictly increasing, so two copies kept in one millisecond still have an order
  let last = 0;
  const stamp = () => (last = Math.max(Date.now(), last + 1));
  return async (kind, name, fetch) => {
    const who = owner();
    const key = store && who ? `${who}|${kind}|${name}` : null;
    try {
      const value = await fetch();
      // a full storage: the copy is not kept, the answer still shown
      if (key)
        await store!
          .keep({ key, owner: who!, kind, at: stamp(), value }, COPIES_KEPT)
          .catch(() => undefined);
      return { value, keptAt: null };
    } catch (error) {
      const kept =
        key && noAnswer(error) ? await store!.read(key).catch(() => undefined) : undefined;
      if (!kept) throw error;
      return { value: kept.value as never, keptAt: kept.at };
    }
  };
}
