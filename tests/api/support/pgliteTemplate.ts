import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { databaseOverPGlite, type DatabaseHandle } from '../../../server/db/createDatabase';
import { migrateToLatest } from '../../../server/migrations';
import { seedDemoData } from '../../../server/seed';

/**
 * What the migrated and seeded database is made from: a change here makes a new template. The
 * seed imports the engine and the roll-ups too (issue 45): the whole server is read.
 */
const SOURCES = ['server', 'src/domain', 'package-lock.json'];

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .flatMap((name) => filesUnder(join(path, name)))
    : [path];

function templateFile(): string {
  const hash = createHash('sha256');
  SOURCES.flatMap(filesUnder).forEach((file) => hash.update(file).update(readFileSync(file)));
  // the demo seed is relative to the day it runs (issue 28): a new day, a new template
  hash.update(new Date().toDateString());
  return join(tmpdir(), `ssm-api-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * An in-memory PGlite holding the migrated demo data. initdb takes seconds, so the first
 * test file dumps its data directory to a temp file and the others start from that copy.
 */
export async function seededPGlite(): Promise<DatabaseHandle> {
  const file = templateFile();
  if (existsSync(file)) {
    const loadDataDir = new Blob([readFileSync(file)]);
    return databaseOverPGlite(await PGlite.create({ loadDataDir }));
  }
  const pglite = await PGlite.create();
  const db = databaseOverPGlite(pglite);
  await migrateToLatest(db.kysely);
  await seedDemoData(db.kysely);
  const dump = await pglite.dumpDataDir('none');
  // unique per writer: test files run in worker threads of one process (one pid)
  const partial = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return db;
}
