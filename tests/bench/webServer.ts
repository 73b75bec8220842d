// The app as `npm run bench:web` measures it: built, then started like the e2e suite's web
// server (scripts/start.mjs with a fresh data directory: emulator, API, built app).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

const DATA_DIR = '.data/bench-web';

export function build(): void {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build failed (${result.status})`);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export interface RunningApp {
  stop(): Promise<void>;
}

/** Starts the app on `port` with fresh data; resolves once its health check answers. */
export async function startApp(port: number): Promise<RunningApp> {
  const health = `http://127.0.0.1:${port}/pmpapp/api/v2/health`;
  if (await answers(health)) throw new Error(`port ${port} is taken by a running app`);
  rmSync(DATA_DIR, { recursive: true, force: true });
  // its own process group, so that stopping it reaches the emulator and the API server too
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, SSM_DATA: DATA_DIR, LOG_LEVEL: 'warn', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    signal('SIGINT');
    const timeout = new Promise<'late'>((r) => setTimeout(() => r('late'), 20_000).unref());
    if ((await Promise.race([exited, timeout])) === 'late') signal('SIGKILL');
  };
  for (let i = 0; i < 480; i++) {
    if (await answers(health)) return { stop };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the app did not start on port ${port}`);
}
