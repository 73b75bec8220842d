/**
 * The device's database (IndexedDB `ssm-offline`, issue 26): the outbox of unsent saves and the
 * copies of what entry needs.
 */
export const OUTBOX = 'outbox';
export const COPIES = 'copies';
/** The copies' index: one person's copies of one kind, oldest first. */
export const COPIES_BY_AGE = 'ownerKindAt';

export const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Resolves once the transaction has committed (a write is on the device). */
export const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });

const opened = new WeakMap<IDBFactory, Promise<IDBDatabase>>();

export function openDeviceDb(factory: IDBFactory): Promise<IDBDatabase> {
  let db = opened.get(factory);
  if (db) return db;
  // version 1 held the outbox only; 2 adds the copies
  const request = factory.open('ssm-offline', 2);
  request.onupgradeneeded = () => {
    const names = request.result.objectStoreNames;
    if (!names.contains(OUTBOX)) request.result.createObjectStore(OUTBOX, { keyPath: 'key' });
    if (!names.contains(COPIES))
      request.result
        .createObjectStore(COPIES, { keyPath: 'key' })
        .createIndex(COPIES_BY_AGE, ['owner', 'kind', 'at']);
  };
  db = done(request);
  db.catch(() => opened.delete(factory));
  opened.set(factory, db);
  return db;
}
