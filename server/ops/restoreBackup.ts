import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { isPlainRelativeName, type Backup } from './backupFile';

/** A folder's name when moved aside: `<dir>.before-restore-<time>`. */
const asideName = (dir: string, at: Date) =>
  `${dir}.before-restore-${at.toISOString().replace(/[:.]/g, '-')}`;

/**
 * Puts a backup in place of the embedded app's data (the app stopped): the PGlite data
 * directory is rebuilt from the backup's tar, the emulator's export written where the next
 * start imports it. What was there is moved aside, never deleted. Returns the moved folders.
 */
export async function restoreBackup(
  backup: Backup & { databaseBytes: Buffer },
  dirs: { dataDir: string; authDir: string },
  at = new Date(),
): Promise<string[]> {
  const moved: string[] = [];
  for (const dir of [dirs.dataDir, dirs.authDir]) {
    if (!existsSync(dir)) continue;
    const aside = asideName(dir, at);
    renameSync(dir, aside);
    moved.push(aside);
  }
  mkdirSync(dirname(resolve(dirs.dataDir)), { recursive: true });
  const pglite = await PGlite.create(dirs.dataDir, {
    loadDataDir: new Blob([new Uint8Array(backup.databaseBytes)]),
  });
  await pglite.query('select 1');
  await pglite.close();
  const authDir = resolve(dirs.authDir);
  for (const [path, text] of Object.entries(backup.accounts)) {
    const file = resolve(authDir, path);
    // unpackBackup took plain names only; checked again where the file is written
    const inside = relative(authDir, file);
    if (!isPlainRelativeName(path) || inside.startsWith('..') || inside.split(sep)[0] === '') {
      throw new Error('the backup names an account file outside its folder');
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return moved;
}
