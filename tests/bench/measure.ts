import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Timing {
  name: string;
  p50: number;
  p95: number;
  runs: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Times one request `runs` times after a warm-up; fails loudly on a non-2xx answer. */
export async function measure(
  app: FastifyInstance,
  name: string,
  request: InjectOptions,
  runs = 200,
): Promise<Timing> {
  const once = async () => {
    const started = process.hrtime.bigint();
    const response = await app.inject(request);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode >= 300) {
      throw new Error(`${name}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    return ms;
  };
  for (let i = 0; i < 20; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), runs };
}

/** Times two pieces of work alternately (`runs` each, after a warm-up): p50/p95 of each. */
export async function measurePair(
  a: { name: string; run: () => Promise<unknown> },
  b: { name: string; run: () => Promise<unknown> },
  runs = 200,
): Promise<[Timing, Timing]> {
  const once = async (work: () => Promise<unknown>) => {
    const started = process.hrtime.bigint();
    await work();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  for (let i = 0; i < 20; i++) {
    await once(a.run);
    await once(b.run);
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    times[0].push(await once(a.run));
    times[1].push(await once(b.run));
  }
  return [a, b].map(({ name }, i) => {
    const sorted = times[i]!.sort((x, y) => x - y);
    return { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95), runs };
  }) as [Timing, Timing];
}

/** An inject request as a piece of work that fails loudly on a non-2xx answer. */
export const injected = (app: FastifyInstance, request: InjectOptions) => async () => {
  const response = await app.inject(request);
  if (response.statusCode >= 300) {
    throw new Error(`${request.url}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
};

export function printTable(title: string, timings: Timing[]) {
  console.log(`\n${title}`);
  console.log(
    'endpoint'.padEnd(48),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'runs'.padStart(6),
  );
  for (const t of timings) {
    console.log(
      t.name.padEnd(48),
      t.p50.toFixed(2).padStart(8),
      t.p95.toFixed(2).padStart(8),
      String(t.runs).padStart(6),
    );
  }
}

/** p50/p95 of a direct call (the raw SQL a goal compares with), after a warm-up. */
export async function timeCall(run: () => Promise<unknown>, runs = 15) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)], p95: times[Math.ceil(runs * 0.95) - 1] };
}
