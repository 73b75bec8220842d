import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES } from '../../src/domain/engine';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

// issue 50 §3, §4: photos sent before the record that names them, told by their bytes,
// re-encoded without their metadata, bounded, and served only to those who may see the record
let t: TestApp;
let kolwan: number;
let kasba: number;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  kolwan = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड', 'पौड', 'कोळवण']);
  kasba = await placeId(t.db, ['पुणे', 'पुणे', 'कसबा']);
});
afterAll(() => t.close());

/** A camera-like JPEG with its location in EXIF (latitude, longitude). */
const cameraJpeg = (width = 2400, height = 1800) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E' },
    })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#336699' } })
    .png()
    .toBuffer();

const put = (id: string, bytes: Buffer, as = 'upkhand', type = 'image/jpeg') =>
  t.call({
    method: 'PUT',
    url: `${API}/photos/${id}`,
    as,
    headers: { 'content-type': type },
    payload: bytes,
  });
const get = (id: string, as: string, thumb = false) =>
  t.call({ method: 'GET', url: `${API}/photos/${id}${thumb ? '/thumb' : ''}`, as });
const story = (as: string, location_id: number, photos: string[]) =>
  t.call({
    method: 'POST',
    url: `${API}/yashogatha`,
    as,
    payload: {
      title: 'फोटोसह यशोगाथा',
      location_id,
      date: '2026-01-15',
      category: 'seva',
      summary: 'गावात स्वच्छता',
      story: '<p>कथा</p>',
      photos,
    },
  });

describe('a photo sent and served', () => {
  it('re-encodes it upright within 1 600 px, drops its EXIF (location, camera), serves it as itself', async () => {
    const id = randomUUID();
    const camera = await cameraJpeg();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const sent = await put(id, camera);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ id, width: 1600, height: 1200 });
    const got = await get(id, 'upkhand');
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const served = await sharp(got.rawPayload).metadata();
    expect(served.exif).toBeUndefined();
    expect(served.width).toBe(1600);
    const thumb = await sharp((await get(id, 'upkhand', true)).rawPayload).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(320);
    // the same bytes again (a lost answer): as the first time; other bytes under it: refused
    expect((await put(id, await cameraJpeg())).statusCode).toBe(200);
    const other = await put(id, await png(), 'upkhand', 'image/png');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('PHOTO_ID_TAKEN');
  });

  it('tells a picture by its bytes, not by what it is called', async () => {
    const id = randomUUID();
    expect((await put(id, await png(), 'upkhand', 'image/jpeg')).statusCode).toBe(200);
    expect((await get(id, 'upkhand')).headers['content-type']).toBe('image/png');
    const text = await put(randomUUID(), Buffer.from('<svg onload="alert(1)"/>'), 'upkhand');
    expect(text.statusCode).toBe(400);
    expect(text.json().error[0].key).toBe('app.photo.type');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const unreadable = await put(randomUUID(), broken, 'upkhand');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error[0].key).toBe('app.photo.unreadable');
  });

  it('bounds a photo’s size, and refuses a reader and a bad id', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect((await put(randomUUID(), big, 'upkhand', 'image/png')).statusCode).toBe(413);
    expect((await put(randomUUID(), await png(), 'reader', 'image/png')).statusCode).toBe(403);
    expect((await put('not-an-id', await png(), 'upkhand', 'image/png')).statusCode).toBe(400);
  });
});

describe('a record’s photos', () => {
  it('are the record’s once it names them: seen in its area, refused outside it (403)', async () => {
    const id = randomUUID();
    await put(id, await cameraJpeg(800, 600));
    // before a record names it, only its sender sees it
    expect((await get(id, 'taluka')).statusCode).toBe(403);
    const saved = await story('upkhand', kolwan, [id]);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().photos).toEqual([id]);
    expect((await get(id, 'taluka')).statusCode).toBe(200);
    expect((await get(id, 'reader', true)).statusCode).toBe(200);
    const outside = await get(id, 'nagar');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('OUT_OF_SCOPE');
    expect((await get(randomUUID(), 'taluka')).statusCode).toBe(404);
  });

  it('refuses another’s photo, more than the field takes, and drops one taken away', async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    await put(mine, await png(), 'upkhand', 'image/png');
    await put(theirs, await png(), 'taluka', 'image/png');
    const taken = await story('upkhand', kolwan, [mine, theirs]);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error[0]).toMatchObject({ field: 'photos', key: 'app.photo.notYours' });
    const five = Array.from({ length: 5 }, () => randomUUID());
    const many = await story('upkhand', kolwan, five);
    expect(many.statusCode).toBe(400);
    expect(many.json().error[0]).toMatchObject({
      field: 'photos',
      key: 'app.entity.validation.photos',
    });

    const second = randomUUID();
    await put(second, await png(), 'upkhand', 'image/png');
    const saved = (await story('upkhand', kolwan, [mine, second])).json();
    const changed = await t.call({
      method: 'PUT',
      url: `${API}/yashogatha/${saved.id}`,
      as: 'upkhand',
      payload: {
        title: saved.title,
        location_id: kolwan,
        date: saved.date,
        category: saved.category,
        summary: saved.summary,
        story: saved.story,
        version: saved.version,
        photos: [second],
      },
    });
    expect(changed.json()).toMatchObject({ photos: [second] });
    expect((await get(mine, 'upkhand')).statusCode).toBe(404);
    expect((await get(second, 'upkhand')).statusCode).toBe(200);
    // another record may not take a photo a record holds
    const again = await story('upkhand', kolwan, [second]);
    expect(again.statusCode).toBe(400);
  });

  it('a photo of a record at another place is seen by that place’s area only', async () => {
    const id = randomUUID();
    await put(id, await png(), 'admin', 'image/png');
    expect((await story('admin', kasba, [id])).statusCode).toBe(201);
    expect((await get(id, 'nagar')).statusCode).toBe(200);
    expect((await get(id, 'upkhand')).statusCode).toBe(403);
  });

  it('two saves naming the same photo at once: one record gets it, the other is refused', async () => {
    const id = randomUUID();
    await put(id, await png(), 'upkhand', 'image/png');
    const answers = await Promise.all([
      story('upkhand', kolwan, [id]),
      story('upkhand', kolwan, [id]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const holders = await t.db.kysely
      .selectFrom('entity_record')
      .select('id')
      .where(sql<boolean>`data->'photos' ? ${id}`)
      .execute();
    expect(holders).toHaveLength(1);
    const { rows } = await sql<{ record_id: number }>`
      select record_id from photo where id = ${id}::uuid`.execute(t.db.kysely);
    expect(answers.find((a) => a.statusCode === 201)!.json().id).toBe(rows[0]!.record_id);
  });
});
