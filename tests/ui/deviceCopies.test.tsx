import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  COPIES_KEPT,
  indexedDbCopies,
  memoryCopies,
  throughCopies,
  type CopyStore,
} from '../../src/offline/deviceCopies';
import { indexedDbOutbox } from '../../src/outbox/outboxStore';
import { createDataProvider, type AppDataProvider } from '../../src/dataProvider';
import type { HttpClient } from '../../src/httpClient';
import { financialYear } from '../../src/domain/modules/gathering';

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const stores: [string, () => CopyStore][] = [
  ['IndexedDB', () => indexedDbCopies(new IDBFactory())],
  ['memory', memoryCopies],
];

describe.each(stores)('copies kept on the device (issue 26), %s', (_, newStore) => {
  it('answers the kept copy with its time when no answer comes, never for a refusal', async () => {
    const store = newStore();
    const asA = throughCopies(store, () => 'a@x');
    await asA('sheet', 'pa', async () => ({ n: 1 }));
    const kept = await asA('sheet', 'pa', offline);
    expect(kept.value).toEqual({ n: 1 });
    expect(kept.keptAt).toEqual(expect.any(Number));
    const refused = Object.assign(new Error('no'), { status: 403 });
    await expect(asA('sheet', 'pa', () => Promise.reject(refused))).rejects.toBe(refused);
    // another person on the same phone does not see a's copy; nobody signed in keeps nothing
    await expect(throughCopies(store, () => 'b@x')('sheet', 'pa', offline)).rejects.toThrow(
      'Failed to fetch',
    );
    await throughCopies(store, () => null)('sheet', 'pn', async () => 1);
    await expect(asA('sheet', 'pn', offline)).rejects.toThrow('Failed to fetch');
  });

  it(`keeps the ${COPIES_KEPT} latest copies of a kind per person, the oldest go first`, async () => {
    const store = newStore();
    const asA = throughCopies(store, () => 'a@x');
    await asA('places', 'mine', async () => 'tree');
    for (let i = 0; i <= COPIES_KEPT; i++) await asA('sheet', `p${i}`, async () => ({ i }));
    await expect(asA('sheet', 'p0', offline)).rejects.toThrow();
    expect((await asA('sheet', 'p1', offline)).value).toEqual({ i: 1 });
    expect((await asA('sheet', `p${COPIES_KEPT}`, offline)).value).toEqual({ i: COPIES_KEPT });
    // another kind is counted on its own
    expect((await asA('places', 'mine', offline)).value).toBe('tree');
  });
});

it('a device whose database held only the outbox (version 1) keeps its unsent saves and gains the copies', async () => {
  const factory = new IDBFactory();
  await new Promise<void>((resolve) => {
    const v1 = factory.open('ssm-offline', 1);
    v1.onupgradeneeded = () => v1.result.createObjectStore('outbox', { keyPath: 'key' });
    v1.onsuccess = () => {
      const tx = v1.result.transaction('outbox', 'readwrite');
      tx.objectStore('outbox').put({ key: 'k1', module: 'sanghik' });
      tx.oncomplete = () => (v1.result.close(), resolve());
    };
  });
  expect((await indexedDbOutbox(factory).all()).map((e) => e.key)).toEqual(['k1']);
  const asA = throughCopies(indexedDbCopies(factory), () => 'a@x');
  await asA('sheet', 'pa', async () => 7);
  expect((await asA('sheet', 'pa', offline)).value).toBe(7);
});

it('the data provider keeps what entry needs: profile, places in the picker, reference lists, sheets', async () => {
  const today = new Date();
  const thisMonth = { year: financialYear(today), month: today.getMonth() + 1 };
  let up = true;
  const http: HttpClient = async (url, options = {}) => {
    if (!up) throw new TypeError('Failed to fetch');
    const json = { url, body: options.body ? JSON.parse(String(options.body)) : null };
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  };
  const online = createDataProvider(http, '/api', {
    copies: memoryCopies(),
    owner: () => 'a@x',
  });
  const reads = (dp: AppDataProvider) => [
    () => dp.getProfile('a@x'),
    () => dp.getGeoTree(24, 1),
    () => dp.getVolunteerReference(),
    () => dp.getCountSheet('sanghik', { locationId: 24, ...thisMonth }),
  ];
  const answers = await Promise.all(reads(online).map((read) => read()));
  up = false;
  for (const [i, read] of reads(online).entries())
    expect(await read()).toMatchObject(answers[i] as object);
  await expect(online.getGeoTree(25, 1)).rejects.toThrow('Failed to fetch');
  // the month before (open too, within the financial year) was fetched ahead and kept
  const before = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  if (financialYear(before) === thisMonth.year) {
    const body = { locationId: 24, ...thisMonth, month: before.getMonth() + 1 };
    expect(await online.getCountSheet('sanghik', body)).toMatchObject({
      body,
      keptAt: expect.any(Number),
    });
  }
});
