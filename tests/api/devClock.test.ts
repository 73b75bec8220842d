import { fixClock } from '../../src/domain/clock';
import { indiaToday } from '../../src/domain/dates';
import { isoDate } from '../../src/domain/modules/gathering';
import { assertSafeListen, loadConfig } from '../../server/config';
import { API, buildTestApp } from './support/testApp';

/** The fixed clock of browser journeys (issue 25): only there, and it moves the server's day. */
describe('PUT /dev/clock', () => {
  afterEach(() => fixClock(null));

  it('does not exist unless asked for', async () => {
    const t = await buildTestApp();
    const res = await t.call({ method: 'PUT', url: `${API}/dev/clock`, payload: { now: null } });
    expect(res.statusCode).toBe(404);
    await t.close();
  });

  it('fixes the day the server takes as today, and frees it', async () => {
    const t = await buildTestApp({ testClock: true });
    const put = (now: string | null) =>
      t.call({ method: 'PUT', url: `${API}/dev/clock`, payload: { now } });
    expect((await put('2026-08-10T23:59:00+05:30')).statusCode).toBe(200);
    expect(isoDate(indiaToday())).toBe('2026-08-10');
    await put(null);
    expect(isoDate(indiaToday())).toBe(isoDate(indiaToday(new Date())));
    await t.close();
  });

  it('is refused without the Auth emulator (never in production)', () => {
    const config = loadConfig({ E2E_CLOCK: '1' });
    expect(config.testClock).toBe(true);
    expect(() => assertSafeListen(config)).toThrow(/E2E_CLOCK/);
    expect(() =>
      assertSafeListen({ ...config, emulatorHost: '127.0.0.1:9099', host: '127.0.0.1' }),
    ).not.toThrow();
  });

  it('takes a local push endpoint only beside the Auth emulator too', () => {
    const config = loadConfig({ E2E_PUSH_HOST: '127.0.0.1:8091' });
    expect(config.testPushHost).toBe('127.0.0.1:8091');
    expect(() => assertSafeListen(config)).toThrow(/E2E_PUSH_HOST/);
    expect(() =>
      assertSafeListen({ ...config, emulatorHost: '127.0.0.1:9099', host: '127.0.0.1' }),
    ).not.toThrow();
  });
});
