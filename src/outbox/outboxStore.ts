import type { OutboxEntry } from '../domain/engine/outbox';
import { committed, done, openDeviceDb, OUTBOX as STORE } from '../offline/deviceDb';

/** Where the device keeps its unsent saves: IndexedDB in the browser (survives reloads). */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

/**
 * The outbox in IndexedDB (one object store keyed by the Idempotency-Key). Each write is its own
 * transaction, awaited to its commit: a save is on the device before it is sent.
 */
export function indexedDbOutbox(factory: IDBFactory = indexedDB): OutboxStore {
  const store = async (mode: IDBTransactionMode) =>
    (await openDeviceDb(factory)).transaction(STORE, mode);
  const write = async (work: (s: IDBObjectStore) => IDBRequest) => {
    const tx = await store('readwrite');
    work(tx.objectStore(STORE));
    await committed(tx);
  };
  return {
    all: async () =>
      done((await store('readonly')).objectStore(STORE).getAll() as IDBRequest<OutboxEntry[]>),
    put: (entry) => write((s) => s.put(entry)),
    remove: (key) => write((s) => s.delete(key)),
  };
}

/** A store in memory: where IndexedDB is missing (an old browser's private window) and tests. */
export function memoryOutbox(): OutboxStore {
  const kept = new Map<string, OutboxEntry>();
  return {
    all: async () => [...kept.values()].map((e) => structuredClone(e)),
    put: async (entry) => void kept.set(entry.key, structuredClone(entry)),
    remove: async (key) => void kept.delete(key),
  };
}
