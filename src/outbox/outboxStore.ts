import type { OutboxEntry } from '../domain/outbox';

/** Where the device keeps its unsent saves: IndexedDB in the browser (survives reloads). */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

const DB = 'ssm-offline';
const STORE = 'outbox';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
  return done(request);
}

/**
 * The outbox in IndexedDB (one object store keyed by the Idempotency-Key). Each write is its own
 * transaction, awaited to its commit: a save is on the device before it is sent.
 */
export function indexedDbOutbox(factory: IDBFactory = indexedDB): OutboxStore {
  let db: Promise<IDBDatabase> | null = null;
  const store = async (mode: IDBTransactionMode) =>
    (await (db ??= open(factory))).transaction(STORE, mode);
  const write = async (work: (s: IDBObjectStore) => IDBRequest) => {
    const tx = await store('readwrite');
    work(tx.objectStore(STORE));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
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
