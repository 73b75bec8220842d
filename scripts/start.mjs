// `npm start`: the whole embedded app — Firebase Auth emulator, API server with PGlite, built UI.
// `npm run dev` adds the Vite dev server (http://localhost:5173/stage/) proxying the API.
// One Ctrl-C stops everything; the emulator exports its accounts on the way out.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const dev = process.argv.includes('--dev');
const dataRoot = resolve(process.env.SSM_DATA ?? '.data');
const authDir = resolve(dataRoot, 'auth');
const emulatorHost = '127.0.0.1:9099';
const children = [];
let stopping = false;

mkdirSync(dataRoot, { recursive: true });

function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping the rest.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  const waitAll = children.map(
    (c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))),
  );
  Promise.all(waitAll).then(() => process.exit(exitCode));
  setTimeout(() => process.exit(exitCode), 15000).unref();
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// every phase prints how long it took from the start, so a slow one shows (issue 28)
const started = performance.now();
const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

if (!dev && !existsSync('dist/index.html')) {
  console.log('[start] building the app (first run)…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`[start] build done at ${since()}`);
}

const emulatorArgs = [
  'emulators:start',
  '--only',
  'auth',
  '--project',
  'demo-ssm',
  '--export-on-exit',
  authDir,
];
if (existsSync(resolve(authDir, 'firebase-export-metadata.json')))
  emulatorArgs.push('--import', authDir);
run('auth emulator', process.execPath, [
  'node_modules/firebase-tools/lib/bin/firebase.js',
  ...emulatorArgs,
]);

// the API server migrates and seeds its database while the emulator starts; it waits for the
// emulator only to create the demo sign-ins, just before it listens
run('API server', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  DATA_DIR: process.env.DATA_DIR ?? resolve(dataRoot, 'pglite'),
});
if (dev) run('vite', process.execPath, ['node_modules/vite/bin/vite.js']);

waitFor(`http://${emulatorHost}/`, 90).then(
  () => console.log(`[start] auth emulator up at ${since()}`),
  (error) => {
    console.error(`[start] ${error.message}`);
    stop(1);
  },
);

await waitFor(`http://127.0.0.1:${process.env.PORT ?? 8080}/pmpapp/api/v2/health`, 120).then(
  () =>
    console.log(`[start] ready at ${since()}: http://localhost:${process.env.PORT ?? 8080}/stage/`),
  (error) => console.error(`[start] ${error.message}`),
);
