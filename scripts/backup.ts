// `npm run backup [FILE]`: one file holding the running embedded app's data and the Auth
// emulator's accounts (issue 27). Restore it with `npm run restore FILE`, the app stopped.
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { packBackup } from '../server/ops/backupFile';
import { opsSecretFile } from '../server/ops/opsSecret';
import { OPS_SECRET_HEADER } from '../server/routes/ops';

const dataRoot = resolve(process.env.SSM_DATA ?? '.data');
const port = process.env.PORT ?? '8080';
const hub = process.env.EMULATOR_HUB ?? '127.0.0.1:4400';
const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
const file = resolve(process.argv[2] ?? join(dataRoot, 'backups', `ssm-${stamp}.ssmbak`));

function filesUnder(dir: string, root = dir): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(out, filesUnder(path, root));
    else out[relative(root, path).split(sep).join('/')] = readFileSync(path, 'utf8');
  }
  return out;
}

async function emulatorAccounts(): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'ssm-auth-'));
  try {
    const res = await fetch(`http://${hub}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: dir, initiatedBy: 'ssm-backup', targets: ['auth'] }),
    });
    if (!res.ok) throw new Error(`the emulator's export answered ${res.status}`);
    return filesUnder(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let secret: string;
try {
  secret = readFileSync(opsSecretFile(join(dataRoot, 'pglite')), 'utf8').trim();
} catch {
  console.error(`No operator secret in ${dataRoot}: is the app started there (npm start)?`);
  process.exit(1);
}
const res = await fetch(`http://127.0.0.1:${port}/pmpapp/api/v2/ops/backup`, {
  method: 'POST',
  headers: { [OPS_SECRET_HEADER]: secret },
}).catch(() => undefined);
if (!res?.ok) {
  console.error(`The app on port ${port} did not give its data (${res?.status ?? 'not running'}).`);
  process.exit(1);
}
const database = new Uint8Array(await res.arrayBuffer());
const accounts = await emulatorAccounts().catch((error: Error) => {
  console.error(`Accounts not included: ${error.message}`);
  process.exit(1);
});
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, packBackup(database, accounts), { mode: 0o600 });
const mb = (statSync(file).size / 1e6).toFixed(1);
console.log(
  `Backup written: ${file} (${mb} MB; data and ${Object.keys(accounts).length} account files)`,
);
