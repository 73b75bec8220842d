// `npm run restore FILE`, the app stopped: puts a backup of `npm run backup` back in `.data/`
// (what was there is moved aside, never deleted).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unpackBackup } from '../server/ops/backupFile';
import { restoreBackup } from '../server/ops/restoreBackup';

const dataRoot = resolve(process.env.SSM_DATA ?? '.data');
const port = process.env.PORT ?? '8080';
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE');
  process.exit(2);
}
const running = await fetch(`http://127.0.0.1:${port}/pmpapp/api/v2/health`).then(
  (r) => r.ok,
  () => false,
);
if (running) {
  console.error('The app is running: stop it (Ctrl-C) before restoring.');
  process.exit(1);
}
const backup = unpackBackup(readFileSync(resolve(file)));
const moved = await restoreBackup(backup, {
  dataDir: process.env.DATA_DIR ?? join(dataRoot, 'pglite'),
  authDir: join(dataRoot, 'auth'),
});
console.log(`Restored the backup of ${backup.createdAt} into ${dataRoot}.`);
for (const dir of moved) console.log(`What was there is kept in ${dir}`);
