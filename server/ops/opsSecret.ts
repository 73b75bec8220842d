import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The secret the operator's commands (`npm run backup`) send to the running embedded server:
 * made once beside the data, readable by its owner only. Whoever can read `.data/` can copy the
 * data anyway; the secret keeps other local users and web pages from asking for it.
 */
/** Where the secret lives: beside the PGlite data directory (`.data/ops-secret`). */
export const opsSecretFile = (dataDir: string) => resolve(dirname(resolve(dataDir)), 'ops-secret');

export function readOrCreateOpsSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}
