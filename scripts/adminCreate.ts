// `npm run admin:create -- EMAIL [--password PASSWORD] [--root NAME]` (issue 27): the
// organisation's first administrator — the sign-in (made if missing, its password printed
// once), an active admin at the root place, the claims. Running it again changes nothing.
// Embedded (`npm start` running): through the server, with the secret in .data/.
// Production: with DATABASE_URL and FIREBASE_PROJECT_ID (and firebase-admin's credentials).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { firebaseIdentityAdmin } from '../server/auth/firebaseIdentityAdmin';
import { firebaseAuth } from '../server/auth/firebaseVerifier';
import { createDatabase } from '../server/db/createDatabase';
import { migrateToLatest } from '../server/migrations';
import { opsSecretFile } from '../server/ops/opsSecret';
import { OPS_SECRET_HEADER } from '../server/routes/ops';
import { createFirstAdmin, type FirstAdminResult } from '../server/services/firstAdmin';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { password: { type: 'string' }, root: { type: 'string' } },
});
const email = positionals[0];
if (!email) {
  console.error('Usage: npm run admin:create -- EMAIL [--password PASSWORD] [--root NAME]');
  process.exit(2);
}
const input = { email, password: values.password, rootName: values.root };

async function embedded(): Promise<FirstAdminResult> {
  const dataRoot = resolve(process.env.SSM_DATA ?? '.data');
  let secret: string;
  try {
    secret = readFileSync(opsSecretFile(join(dataRoot, 'pglite')), 'utf8').trim();
  } catch {
    throw new Error(`no operator secret in ${dataRoot}: start the app first (npm start)`);
  }
  const port = process.env.PORT ?? '8080';
  const res = await fetch(`http://127.0.0.1:${port}/pmpapp/api/v2/ops/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPS_SECRET_HEADER]: secret },
    body: JSON.stringify(input),
  }).catch(() => {
    throw new Error(`the app does not answer on port ${port}: start it first (npm start)`);
  });
  const body = (await res.json()) as FirstAdminResult & { message?: string };
  if (!res.ok) throw new Error(body.message ?? `the app answered ${res.status}`);
  return body;
}

async function production(databaseUrl: string): Promise<FirstAdminResult> {
  const db = await createDatabase({ databaseUrl });
  try {
    await migrateToLatest(db.kysely);
    const auth = firebaseAuth(process.env.FIREBASE_PROJECT_ID ?? 'demo-ssm');
    return await createFirstAdmin(db.kysely, firebaseIdentityAdmin(auth), input);
  } finally {
    await db.close();
  }
}

try {
  const url = process.env.DATABASE_URL;
  const done = url ? await production(url) : await embedded();
  if (done.createdRoot) console.log(`Made the root place: ${done.root}.`);
  if (done.createdSignIn) {
    console.log(`Made the sign-in ${done.email}; its password (shown only now): ${done.password}`);
  } else {
    console.log(`The sign-in ${done.email} already existed; its password is unchanged.`);
  }
  console.log(
    done.changedUser
      ? `${done.email} is now an active admin at ${done.root} (user ${done.userId}).`
      : `${done.email} already was an active admin at ${done.root}: nothing changed.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`admin:create: ${(error as Error).message}`);
  process.exit(1);
}
