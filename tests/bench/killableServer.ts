// The API as a child process the kill test can SIGKILL mid-save: the real HTTP server over the
// PostgreSQL of KILL_DATABASE_URL (already migrated and seeded), test tokens. Prints its address
// and a token of the demo account KILL_ACCOUNT (test tokens are signed with a per-process key).
import { buildApp } from '../../server/app';
import { createDatabase } from '../../server/db/createDatabase';
import { demoAccount } from '../../server/seed';
import { mintTestToken, testVerifier } from '../api/support/testVerifier';

const db = await createDatabase({ databaseUrl: process.env.KILL_DATABASE_URL });
const app = await buildApp({ db, verifier: testVerifier, logger: false, rateLimitPerMinute: 1e9 });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address, mintTestToken(demoAccount(process.env.KILL_ACCOUNT ?? 'admin')));
