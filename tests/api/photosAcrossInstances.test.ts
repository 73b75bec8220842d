import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../server/app';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';
import { testVerifier } from './support/testVerifier';

// issue 50 §3: a photo sent to one instance is served by another at once — the bytes live in
// the database every instance reads, never on an instance's disk (on PostgreSQL, two pools)
let t: TestApp;
let other: FastifyInstance;
let otherDb: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
  otherDb = t.databaseUrl ? await createDatabase({ databaseUrl: t.databaseUrl }) : t.db;
  other = await buildApp({ db: otherDb, verifier: testVerifier, rateLimitPerMinute: 100_000 });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  if (otherDb !== t.db) await otherDb.close();
  await t.close();
});

const as = (key: string) => ({ authorization: `Bearer ${t.tokenOf(key)}` });

describe('photos across instances', () => {
  it('a story saved through one instance with its photo is shown, photo and thumbnail, by the other', async () => {
    const id = randomUUID();
    const picture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#228833' },
    })
      .jpeg()
      .toBuffer();
    const sent = await t.app.inject({
      method: 'PUT',
      url: `${API}/photos/${id}`,
      headers: { ...as('upkhand'), 'content-type': 'image/jpeg' },
      payload: picture,
    });
    expect(sent.statusCode).toBe(200);
    const kolwan = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड', 'पौड', 'कोळवण']);
    const saved = await other.inject({
      method: 'POST',
      url: `${API}/yashogatha`,
      headers: as('upkhand'),
      payload: {
        title: 'दोन सर्व्हरवरची कथा',
        location_id: kolwan,
        date: '2026-02-01',
        category: 'seva',
        summary: 'सारांश',
        story: '<p>कथा</p>',
        photos: [id],
      },
    });
    expect(saved.statusCode).toBe(201);
    for (const path of [`/photos/${id}`, `/photos/${id}/thumb`]) {
      const got = await other.inject({
        method: 'GET',
        url: `${API}${path}`,
        headers: as('taluka'),
      });
      expect(got.statusCode).toBe(200);
      expect((await sharp(got.rawPayload).metadata()).format).toBe('jpeg');
    }
  });
});
