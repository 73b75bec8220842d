import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { databaseOverPGlite } from '../../server/db/createDatabase';
import type { Database } from '../../server/db/schema';
import { packBackup, unpackBackup } from '../../server/ops/backupFile';
import { restoreBackup } from '../../server/ops/restoreBackup';
import { OPS_SECRET_HEADER } from '../../server/routes/ops';
import { API, buildTestApp, type TestApp } from './support/testApp';

/** Issue 27, point 4: a backup of the running embedded app, restored table for table. */
const SECRET = 'a'.repeat(64);
const embedded = !process.env.TEST_DATABASE_URL;
let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await buildTestApp({ opsSecret: SECRET });
  work = mkdtempSync(join(tmpdir(), 'ssm-backup-test-'));
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const backup = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `${API}/ops/backup`, headers, remoteAddress });

/** Every table of the public schema, each as its rows' JSON sorted. */
async function tables(db: Kysely<Database>) {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const out: Record<string, string[]> = {};
  for (const { name } of rows) {
    const data = await sql<{
      r: unknown;
    }>`select to_jsonb(t) as r from ${sql.table(name)} t`.execute(db);
    out[name] = data.rows.map((row) => JSON.stringify(row.r)).sort();
  }
  return out;
}

describe.runIf(embedded)('npm run backup: the running server gives its data', () => {
  it('only to the operator on this machine: the secret, from a loopback address', async () => {
    expect((await backup()).statusCode).toBe(403);
    expect((await backup({ [OPS_SECRET_HEADER]: 'b'.repeat(64) })).statusCode).toBe(403);
    expect((await backup({ [OPS_SECRET_HEADER]: SECRET }, '203.0.113.9')).statusCode).toBe(403);
    const doc = await t.app.inject({ method: 'GET', url: `${API}/openapi.json` });
    expect(doc.body).not.toContain('/ops/backup');
  });

  it('restores to the same rows in every table, with the accounts, keeping what was there', async () => {
    // a photo is in the backup too (issue 50): its bytes are a table's rows
    const photo = await sharp({
      create: { width: 20, height: 10, channels: 3, background: '#aa3300' },
    })
      .jpeg()
      .toBuffer();
    const sent = await t.call({
      method: 'PUT',
      url: `${API}/photos/${randomUUID()}`,
      as: 'upkhand',
      headers: { 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(sent.statusCode).toBe(200);
    const res = await backup({ [OPS_SECRET_HEADER]: SECRET });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const accounts = {
      'auth_export/accounts.json': '{"users":[]}',
      'firebase-export-metadata.json': '{}',
    };
    const file = unpackBackup(packBackup(res.rawPayload, accounts));

    const dirs = { dataDir: join(work, 'pglite'), authDir: join(work, 'auth') };
    expect(await restoreBackup(file, dirs)).toEqual([]);
    const again = await restoreBackup(file, dirs, new Date('2026-11-26T10:00:00Z'));
    expect(again.map((d) => d.replace(work, ''))).toEqual([
      '/pglite.before-restore-2026-11-26T10-00-00-000Z',
      '/auth.before-restore-2026-11-26T10-00-00-000Z',
    ]);
    expect(readFileSync(join(dirs.authDir, 'auth_export/accounts.json'), 'utf8')).toBe(
      '{"users":[]}',
    );

    const restored = databaseOverPGlite(await PGlite.create(dirs.dataDir));
    try {
      const [live, copy] = [await tables(t.db.kysely), await tables(restored.kysely)];
      expect(Object.keys(copy)).toEqual(Object.keys(live));
      expect(Object.keys(live).length).toBeGreaterThan(20);
      for (const name of Object.keys(live))
        expect({ [name]: copy[name] }).toEqual({ [name]: live[name] });
      expect(live.volunteer!.length).toBeGreaterThan(1000);
      expect(copy.photo).toHaveLength(1);
    } finally {
      await restored.close();
    }
  }, 120_000);
});

describe.runIf(!embedded)('on PostgreSQL', () => {
  it('has no backup call: pg_dump backs it up (docs/deploy.md)', async () => {
    expect((await backup({ [OPS_SECRET_HEADER]: SECRET })).statusCode).toBe(404);
  });
});

describe('the backup file', () => {
  it('is refused when it is not one, or names a file outside its folder', () => {
    expect(() => unpackBackup(Buffer.from('hello'))).toThrow('not a backup file');
    const outside = packBackup(new Uint8Array([1, 2]), { '../../etc/passwd': 'x' });
    expect(() => unpackBackup(outside)).toThrow('outside its folder');
    // issue 44, point 9: names that leave the folder on Windows, refused on every platform
    for (const name of [
      'C:\\Windows\\x',
      'D:x',
      '\\\\server\\share\\x',
      'a\\..\\..\\b',
      '.',
      'a//b',
      '/etc/x',
      'a/../b',
    ]) {
      const file = packBackup(new Uint8Array([1]), { [name]: 'x' });
      expect(() => unpackBackup(file), name).toThrow('outside its folder');
    }
    const plain = { 'auth_export/accounts.json': '{}', 'firebase-export-metadata.json': '{}' };
    expect(Object.keys(unpackBackup(packBackup(new Uint8Array([1]), plain)).accounts)).toEqual(
      Object.keys(plain),
    );
    const round = unpackBackup(packBackup(new Uint8Array([1, 2, 3]), {}));
    expect([...round.databaseBytes]).toEqual([1, 2, 3]);
  });
});
