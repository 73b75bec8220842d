import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { PGliteDialect } from './pgliteDialect';
import { preparePgClient } from './prepared';

export type DatabaseKind = 'pglite' | 'postgres';

/** The database the app runs on, and who owns closing it. */
export interface DatabaseHandle {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The embedded database only: its data directory as a gzipped tar, crash-consistent. */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

// bigint (int8) as a JS number, as PGlite answers it: counts and the bigint roll-up sums stay
// numbers on both databases; a value past 2⁵³ would lose digits, so it is refused loudly
pg.types.setTypeParser(pg.types.builtins.INT8, (text: string) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 ${text} is beyond a safe number`);
  return value;
});

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
    });
    pool.on('connect', preparePgClient);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, kind: 'postgres', close: () => kysely.destroy() };
  }
  // PGlite makes only the last directory of the path; a fresh checkout has no .data yet.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return databaseOverPGlite(await PGlite.create(options.dataDir));
}

/** A handle over a PGlite instance made elsewhere (e.g. loaded from a dumped data dir). */
export function databaseOverPGlite(pglite: PGlite): DatabaseHandle {
  const kysely = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    kysely,
    kind: 'pglite',
    close: () => kysely.destroy(),
    // taken between two statements (PGlite runs one at a time): a restore replays the WAL to
    // the last commit, as after a crash
    dump: () => pglite.dumpDataDir('gzip') as Promise<Blob>,
  };
}
