import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * One backup of the embedded app (issue 27): the PGlite data directory (a gzipped tar, as
 * `dumpDataDir` writes it) and the Auth emulator's export (its files by relative path), in one
 * gzipped JSON file.
 */
export interface Backup {
  format: typeof FORMAT;
  createdAt: string;
  /** The data directory, gzipped tar, base64. */
  database: string;
  /** The emulator's export: relative path → text (empty when there was no emulator). */
  accounts: Record<string, string>;
}

const FORMAT = 'ssm-backup/1';

export function packBackup(database: Uint8Array, accounts: Record<string, string>): Buffer {
  const backup: Backup = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    database: Buffer.from(database).toString('base64'),
    accounts,
  };
  return gzipSync(JSON.stringify(backup));
}

/** The backup in a file's bytes; throws on anything that is not one. */
/**
 * An account file's name as the emulator writes it: folders and a file of letters, digits,
 * '_', '-' and '.', none starting with a dot, joined by '/' — no drive (`C:`, `D:x`), no '\\'
 * (a Windows share or separator), no '..', so it stays inside its folder on every platform.
 */
const PLAIN_NAME =
  /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}){0,7}$/;
export const isPlainRelativeName = (name: string): boolean => PLAIN_NAME.test(name);

export function unpackBackup(bytes: Uint8Array): Backup & { databaseBytes: Buffer } {
  let parsed: Partial<Backup>;
  try {
    parsed = JSON.parse(gunzipSync(bytes).toString('utf8')) as Partial<Backup>;
  } catch {
    throw new Error('not a backup file (expected gzipped JSON)');
  }
  if (parsed.format !== FORMAT || typeof parsed.database !== 'string') {
    throw new Error(`not a backup of this app (format ${String(parsed.format)})`);
  }
  const accounts = parsed.accounts ?? {};
  if (!Object.keys(accounts).every(isPlainRelativeName)) {
    throw new Error('the backup names an account file outside its folder');
  }
  return {
    ...(parsed as Backup),
    accounts,
    databaseBytes: Buffer.from(parsed.database, 'base64'),
  };
}
