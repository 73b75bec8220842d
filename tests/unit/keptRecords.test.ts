import { createDataProvider } from '../../src/dataProvider';
import type { HttpClient } from '../../src/httpClient';
import { outboxCounts, type RecordEntry } from '../../src/domain/engine/outbox';
import { createOutbox } from '../../src/outbox/outbox';
import { isKeptOnDevice } from '../../src/outbox/keptOnDevice';
import { memoryOutbox } from '../../src/outbox/outboxStore';
import { sendKeptSave } from '../../src/dataProvider/countForms';
import { createApiCall } from '../../src/dataProvider/apiCall';

/** The real data provider over a link that can drop, with the app's outbox. */
function device() {
  const link = {
    up: false,
    calls: [] as { url: string; method?: string; key: string | null; body: unknown }[],
  };
  const http: HttpClient = async (url, options = {}) => {
    if (!link.up) throw new TypeError('Failed to fetch');
    const key = new Headers(options.headers).get('Idempotency-Key');
    const body = options.body ? JSON.parse(String(options.body)) : undefined;
    link.calls.push({ url, method: options.method, key, body });
    const json = { ...body, id: 41 };
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  };
  const outbox = createOutbox(memoryOutbox(), sendKeptSave(createApiCall(http, '/api')));
  outbox.setOwner(6);
  return { link, outbox, dataProvider: createDataProvider(http, '/api', { outbox }) };
}

describe('a register record added or changed with no link (issue 26)', () => {
  it('is answered as kept on the device, then sent to its route under its key', async () => {
    const d = device();
    const added = await d.dataProvider.create('karyakram', {
      data: { name: 'बैठक', location_id: 24 },
    });
    expect(isKeptOnDevice(added.data)).toBe(true);
    expect(String(added.data.id)).toMatch(/^device-/);
    const [kept] = d.outbox.entries() as RecordEntry[];
    expect(kept).toMatchObject({ kind: 'record', module: 'karyakram', id: null, state: 'waiting' });

    d.link.up = true;
    await d.outbox.wake();
    await d.outbox.flush();
    expect(d.link.calls).toEqual([
      {
        url: '/api/karyakram',
        method: 'POST',
        key: kept!.key,
        body: { name: 'बैठक', location_id: 24 },
      },
    ]);
    expect(d.outbox.entries()).toEqual([]);
  });

  it('a change made twice offline is one save, at the version first read', async () => {
    const d = device();
    await d.dataProvider.update('karyakram', {
      id: 7,
      data: { name: 'अ', version: 3 },
      previousData: { id: 7 },
    });
    const second = await d.dataProvider.update('karyakram', {
      id: 7,
      data: { name: 'ब', version: 4 },
      previousData: { id: 7 },
    });
    expect(isKeptOnDevice(second.data)).toBe(true);
    expect(d.outbox.entries()).toMatchObject([
      { kind: 'record', id: 7, data: { name: 'ब', version: 3 } },
    ]);
    d.link.up = true;
    await d.outbox.wake();
    await d.outbox.flush();
    expect(d.link.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PUT', '/api/karyakram/7', { name: 'ब', version: 3 }],
    ]);
  });

  it('an answered save is the server’s record, not marked', async () => {
    const d = device();
    d.link.up = true;
    const added = await d.dataProvider.create('karyakram', { data: { name: 'बैठक' } });
    expect(added.data).toEqual({ name: 'बैठक', id: 41 });
    expect(isKeptOnDevice(added.data)).toBe(false);
    expect(d.outbox.entries()).toEqual([]);
  });
});

describe('a volunteer added or changed in the dialog with no link (issue 26)', () => {
  const person = { firstName: 'अमित', surname: 'कुलकर्णी', mobile: '9876543210' };

  it('is kept, then sent by the spec’s own calls under its key, as the dialog sends them', async () => {
    const d = device();
    const added = await d.dataProvider.addVolunteers(12, [person], 'form');
    expect(isKeptOnDevice(added)).toBe(true);
    const changed = await d.dataProvider.updateVolunteer({ ...person, id: 5, updatedAt: 'v1' });
    expect(isKeptOnDevice(changed)).toBe(true);
    const kept = d.outbox.entries() as RecordEntry[];
    expect(kept).toMatchObject([
      { module: 'swayamsevak', id: null, data: { ...person, location_id: 12 } },
      { module: 'swayamsevak', id: 5 },
    ]);

    d.link.up = true;
    await d.outbox.wake();
    await d.outbox.flush();
    expect(d.link.calls).toEqual([
      {
        url: '/api/swayamsevak/add',
        method: 'POST',
        key: kept[0]!.key,
        body: { selectedLocation: { location_id: 12 }, source: 'form', swayamsevaks: [person] },
      },
      {
        url: '/api/swayamsevak/update',
        method: 'PUT',
        key: kept[1]!.key,
        body: [{ ...person, id: 5, updatedAt: 'v1' }],
      },
    ]);
    expect(d.outbox.entries()).toEqual([]);
  });

  it('an upload is not kept: with no link it fails as before', async () => {
    const d = device();
    await expect(d.dataProvider.addVolunteers(12, [person, person], 'sheet')).rejects.toThrow(
      'Failed to fetch',
    );
    expect(d.outbox.entries()).toEqual([]);
  });
});

describe('units added many at once, and a status change, with no link (issue 26)', () => {
  const units = [
    { localized_name: 'शाखा अ', ekak_type_id: 1, ekak_sub_type_id: 1 },
    { localized_name: 'शाखा ब', ekak_type_id: 1, ekak_sub_type_id: 2 },
  ];
  const change = {
    sankalp_id: 9,
    status: 'paused' as const,
    effective_date: '2026-11-01',
    reason: 'पावसाळा',
  };

  it('are kept (each unit counted), then sent by the spec’s own calls, the units in one', async () => {
    const d = device();
    expect(isKeptOnDevice(await d.dataProvider.addUnits(12, units as never))).toBe(true);
    expect(isKeptOnDevice(await d.dataProvider.changeUnitStatus(change))).toBe(true);
    expect(outboxCounts(d.outbox.entries(), 6)).toEqual({ waiting: 3, attention: 0 });

    d.link.up = true;
    await d.outbox.wake();
    await d.outbox.flush();
    expect(d.link.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/sankalp/addmulti', { location_id: 12, units }],
      ['PUT', '/api/sadyasthiti/change', change],
    ]);
    expect(d.outbox.entries()).toEqual([]);
  });
});

describe('a record with photos taken offline (issue 50)', () => {
  it('keeps its photos with the save and sends each once, before the record, when the link returns', async () => {
    const { keepPhoto } = await import('../../src/shared/photos/devicePhotos');
    const { photoSender } = await import('../../src/dataProvider/photos');
    const link = { up: false, calls: [] as string[] };
    const http: HttpClient = async (url, options = {}) => {
      if (!link.up) throw new TypeError('Failed to fetch');
      const isPhoto = options.body instanceof Blob;
      link.calls.push(
        `${options.method} ${url}${isPhoto ? ` (${(options.body as Blob).size} B)` : ''}`,
      );
      const json = isPhoto ? { ok: true } : { ...JSON.parse(String(options.body)), id: 52 };
      return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
    };
    const outbox = createOutbox(
      memoryOutbox(),
      sendKeptSave(createApiCall(http, '/api'), photoSender(http, '/api')),
    );
    outbox.setOwner(6);
    const dataProvider = createDataProvider(http, '/api', { outbox });
    const first = keepPhoto(new Blob([new Uint8Array(300)], { type: 'image/jpeg' }));
    const second = keepPhoto(new Blob([new Uint8Array(200)], { type: 'image/jpeg' }));
    const added = await dataProvider.create('yashogatha', {
      data: { title: 'कथा', location_id: 24, photos: [first, second] },
    });
    expect(isKeptOnDevice(added.data)).toBe(true);
    const [kept] = outbox.entries() as RecordEntry[];
    expect(kept!.photos!.map((p) => p.id)).toEqual([first, second]);

    link.up = true;
    await outbox.wake();
    await outbox.flush();
    expect(link.calls).toEqual([
      `PUT /api/photos/${first} (300 B)`,
      `PUT /api/photos/${second} (200 B)`,
      'POST /api/yashogatha',
    ]);
    expect(outbox.entries()).toEqual([]);
    await outbox.flush();
    expect(link.calls).toHaveLength(3);
  });
});
