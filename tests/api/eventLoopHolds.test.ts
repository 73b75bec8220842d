import { monitorEventLoopDelay } from 'node:perf_hooks';
import { maxLengthOf } from '../../src/domain/engine';
import { COUNT_FORMS, REGISTERS } from '../../src/domain/modules';
import { VOLUNTEER_FIELDS } from '../../src/domain/modules/volunteers/columns';
import { BODY_LIMIT } from '../../server/bodyLimits';
import { validRecord } from '../support/entitySamples';
import { countCallPath, entryOf } from './support/countBodies';
import { API, buildTestApp, type TestApp } from './support/testApp';
import { calls, ids as volunteerPlaces, row } from './support/volunteerRows';

/**
 * The second security review (issue 28): no request holds the event loop. These measures run
 * once, on PostgreSQL (issue 45): a hold is the server's own work, the same on both databases,
 * and the 20 000-row measures are the suite's slowest.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let at: Awaited<ReturnType<typeof volunteerPlaces>>;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000, userRateLimitPerMinute: 1_000_000 });
  at = await volunteerPlaces(t);
});
afterAll(() => t?.close());

const turn = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The work's answer and the longest the event loop was held meanwhile, in ms. The histogram's
 * timer must have fired once before the work (it measures from its last firing) and once after
 * it (a hold is recorded when the timer finally runs), hence the two short waits.
 */
async function longestBlock<T>(work: () => Promise<T>): Promise<{ result: T; blockedMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  try {
    await turn(3);
    const result = await work();
    await turn(3);
    return { result, blockedMs: delay.max / 1e6 };
  } finally {
    delay.disable();
  }
}

const HOLD_LIMIT_MS = 50;
/**
 * A 20 000-row body is parsed and schema-checked in one turn each (a few hundred ms on a busy
 * core); the rules' own 2–5.6 s are what the steps removed.
 */
const BULK_HOLD_LIMIT_MS = 1000;
// a hold is measured up to three times (steadyHold): 20 000 rows thrice on a busy machine
const BULK_TIMEOUT_MS = 120_000;

/**
 * The shortest of up to three holds of the same request: a rule that holds the loop does so every
 * time, while another worker taking the core (the suite runs two) does not. When even the
 * shortest is over the limit, the same request with a plain text of the same length is the
 * yardstick on a busy machine: parsing a body that size takes what it takes, while a rule that
 * backtracks on the hostile text holds the loop for seconds (2–5.6 s before the review's steps).
 */
async function steadyHold<T>(
  work: () => Promise<T>,
  limit: number,
  plainTwin?: () => Promise<unknown>,
): Promise<{ result: T; blockedMs: number; allowedMs: number }> {
  let best = await longestBlock(work);
  for (let attempt = 1; attempt < 3 && best.blockedMs >= limit; attempt += 1) {
    const again = await longestBlock(work);
    if (again.blockedMs < best.blockedMs) best = again;
  }
  if (best.blockedMs < limit || !plainTwin) return { ...best, allowedMs: limit };
  const plain = await longestBlock(plainTwin);
  return { ...best, allowedMs: Math.max(limit, PLAIN_FACTOR * plain.blockedMs) };
}
/** The same text as long, of plain letters. */
const plainOf = (text: string) => 'a'.repeat(text.length);
/** How much longer than a plain text of its length a hostile one may hold a busy loop. */
const PLAIN_FACTOR = 3;

it.runIf(onPostgres)(
  'measures a hold of the event loop (the measure itself can fail)',
  async () => {
    const { blockedMs } = await longestBlock(async () => {
      await null;
      // twice the limit and then some: a loaded machine has measured an 80 ms hold as under 70
      const until = performance.now() + 160;
      while (performance.now() < until);
    });
    expect(blockedMs).toBeGreaterThan(HOLD_LIMIT_MS * 2);
  },
);

/** A text that made backtracking patterns stall: unclosed tags, as long as asked. */
const hostile = (length: number) => '<'.repeat(length);
/** The longest value that still fits the body beside the rest of it. */
const atBodyLimit = (rest: object) =>
  hostile(BODY_LIMIT - Buffer.byteLength(JSON.stringify(rest)) - 100);

describe.runIf(onPostgres)(
  '1. no request holds the server: every text bounded before any rule reads it',
  () => {
    // each route's first calls compile and plan what they need once: not a hold anyone can cause
    beforeAll(async () => {
      for (const d of REGISTERS) {
        const record = validRecord(d, at.kolwan);
        for (const payload of [record, { ...record, [d.fields[0].name]: atBodyLimit(record) }])
          await t.call({ method: 'POST', url: `${API}/${d.name}`, as: 'admin', payload });
      }
    });

    const registerCases = REGISTERS.flatMap((d) =>
      d.fields.map((f) => [d.name, f.name, f.type, d, f] as const),
    );
    it.each(registerCases)('%s.%s (%s) at the body limit and at its own length', async (...c) => {
      const [, , , d, field] = c;
      const record = validRecord(d, at.kolwan);
      const values = [atBodyLimit(record), hostile(maxLengthOf(field) ?? 20_000)];
      for (const value of values) {
        const post = (text: string) => () =>
          t.call({
            method: 'POST',
            url: `${API}/${d.name}`,
            as: 'admin',
            payload: { ...record, [field.name]: text },
          });
        const { result, blockedMs, allowedMs } = await steadyHold(
          post(value),
          HOLD_LIMIT_MS,
          post(plainOf(value)),
        );
        expect([201, 400]).toContain(result.statusCode);
        expect(blockedMs).toBeLessThan(allowedMs);
      }
    });

    const volunteerCases = VOLUNTEER_FIELDS.map((f) => [f.name, f.type] as const);
    it.each(volunteerCases)('volunteer %s (%s) at the body limit', async (name) => {
      const volunteer = (await calls(t).list('upkhand', { location_id: at.kolwan })).json()[0];
      const update = [{ ...row(), id: volunteer.id, [name]: '' }];
      const check = { selectedLocation: at.kolwan, swayamsevaks: [{ ...row(), [name]: '' }] };
      for (const [method, url, body, place] of [
        ['PUT', '/swayamsevak/update', update, update[0]],
        ['POST', '/swayamsevak/add/check', check, check.swayamsevaks[0]],
      ] as const) {
        const value = atBodyLimit(body);
        const send = (text: string) => () => {
          (place as Record<string, unknown>)[name] = text;
          return t.call({ method, url: `${API}${url}`, as: 'upkhand', payload: body });
        };
        const { result, blockedMs, allowedMs } = await steadyHold(
          send(value),
          HOLD_LIMIT_MS,
          send(plainOf(value)),
        );
        expect(result.statusCode).toBe(400);
        expect(blockedMs).toBeLessThan(allowedMs);
      }
    });

    const countCases = COUNT_FORMS.flatMap((d) =>
      d.fields.map((f) => [d.name, f.name, f.type, d, f] as const),
    );
    it.each(countCases)('count form %s.%s (%s) at the body limit', async (...c) => {
      const [, , , d, field] = c;
      const { as, locationId, body } = await entryOf(t, d);
      const subjects = (
        await t.call({
          method: 'POST',
          url: `${API}${countCallPath(d, 'list')}`,
          as,
          payload: body,
        })
      ).json().subjects;
      const payload = {
        ...body,
        records: [{ subject_id: subjects[0].subject_id, version: subjects[0].version, values: {} }],
      };
      const value = atBodyLimit(payload);
      const save = (text: string) => () => {
        payload.records[0].values = { [field.name]: text } as never;
        return t.call({ method: 'POST', url: `${API}${countCallPath(d, 'save')}`, as, payload });
      };
      const { result, blockedMs, allowedMs } = await steadyHold(
        save(value),
        HOLD_LIMIT_MS,
        save(plainOf(value)),
      );
      expect(result.statusCode, `${locationId}`).toBe(400);
      expect(blockedMs).toBeLessThan(allowedMs);
    });
  },
);

describe.runIf(onPostgres)(
  '3. the upload dry run and the valid-rows save answer others meanwhile',
  () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        row({ firstName: `पडताळणी${i}`, mobile: `9${String(i).padStart(9, '0')}` }),
      );

    it(
      'checks 20 000 rows without holding the event loop a second',
      async () => {
        const body = { selectedLocation: at.kolwan, swayamsevaks: rows(20_000) };
        const { result, blockedMs } = await steadyHold(
          () => calls(t).check('upkhand', body),
          BULK_HOLD_LIMIT_MS,
        );
        expect(result.statusCode).toBe(200);
        expect(result.json()).toMatchObject({ total: 20_000, valid: 20_000 });
        // the body's JSON parse and schema pass are one turn each; the rules are stepped
        expect(blockedMs).toBeLessThan(BULK_HOLD_LIMIT_MS);
      },
      BULK_TIMEOUT_MS,
    );

    it(
      'saves only the valid of 20 000 rows the same way',
      async () => {
        const sheet = rows(20_000);
        sheet[7] = { ...sheet[7], mobile: '12' };
        const body = { selectedLocation: at.kolwan, swayamsevaks: sheet, onlyValid: true };
        const { result, blockedMs } = await steadyHold(
          () => calls(t).add('upkhand', body),
          BULK_HOLD_LIMIT_MS,
        );
        expect(result.statusCode).toBe(200);
        expect(result.json()).toMatchObject({ count: 19_999, skipped: [9] });
        expect(blockedMs).toBeLessThan(BULK_HOLD_LIMIT_MS);
      },
      BULK_TIMEOUT_MS,
    );
  },
);
