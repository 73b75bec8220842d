import { randomUUID } from 'node:crypto';
import { fieldsFor, type CountFormDeclaration } from '../../src/domain/engine';
import { countFormByName } from '../../src/domain/modules';
import { expectRollupsAsRebuilt } from './support/reportPlaces';
import { countCallPath, periodNow } from './support/countBodies';
import { API, buildTestApp, placeId, type TestApp } from './support/testApp';

/**
 * Issue 26, point 5: a save carries per unit the version it was read at; units nobody else
 * changed are saved, a unit saved meanwhile with the same figures is fine, and one saved with
 * other figures is answered 409 with both records, who and when, never overwritten silently.
 */
let t: TestApp;
let paud: number;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 100_000 });
  paud = await placeId(t.db, ['पुणे', 'पश्चिम पुणे', 'मुळशी', 'पौड']);
});
afterAll(() => t.close());

interface Subject {
  subject_id: number;
  name: string;
  version: number;
  ekak_sub_type_id: number | null;
  values: Record<string, unknown>;
}
type Sent = { subject: Subject; n: number; version?: number };

// the editors: two offices, or (festivals: taken by तालुका and नगर only) one office on two devices
describe.each([
  ['sanghik', 'upkhand'],
  ['utsav', 'taluka'],
])('conflicts per unit in %s', (name, me) => {
  const d = countFormByName(name)!;
  const at = () => ({ locationId: paud, ...periodNow(d) });
  const sheet = async (as = me) =>
    (await post(countCallPath(d, 'list'), as, at())).json().subjects as Subject[];
  const save = (as: string, sent: Sent[], headers: Record<string, string> = {}) =>
    t.call({
      method: 'POST',
      url: `${API}${countCallPath(d, 'save')}`,
      as,
      headers,
      payload: {
        ...at(),
        confirmedUnusual: true,
        records: sent.map(({ subject, n, version }) => ({
          subject_id: subject.subject_id,
          version: version ?? subject.version,
          values: figuresOf(d, subject, n),
        })),
      },
    });
  const now = async (id: number) => (await sheet()).find((s) => s.subject_id === id)!;

  it('saves the units nobody changed and answers the one changed meanwhile with both records', async () => {
    const [a, b] = await sheet();
    expect((await save('taluka', [{ subject: a!, n: 3 }])).statusCode).toBe(200);
    const theirs = await now(a!.subject_id);
    const res = await save(me, [
      { subject: a!, n: 5 },
      { subject: b!, n: 5 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STALE',
      saved: 1,
      conflicts: [
        {
          subject_id: a!.subject_id,
          name: a!.name,
          yours: figuresOf(d, a!, 5),
          theirs: expect.objectContaining(figuresOf(d, a!, 3)),
          version: theirs.version,
          saved_by: 'तालुका कार्यालय',
          saved_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
    expect((await now(a!.subject_id)).values).toMatchObject(figuresOf(d, a!, 3));
    expect((await now(b!.subject_id)).values).toMatchObject(figuresOf(d, b!, 5));
    await expectRollupsAsRebuilt(t.db);

    // keeping mine: sent again at the version the conflict named, it is saved
    const kept = await save(me, [{ subject: a!, n: 5, version: theirs.version }]);
    expect(kept.statusCode).toBe(200);
    expect((await now(a!.subject_id)).values).toMatchObject(figuresOf(d, a!, 5));
  });

  it('takes a unit saved meanwhile with the same figures without a question or a new version', async () => {
    const [, , c] = await sheet();
    expect((await save('taluka', [{ subject: c!, n: 4 }])).statusCode).toBe(200);
    const theirs = await now(c!.subject_id);
    const res = await save(me, [{ subject: c!, n: 4 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().saved).toBe(1);
    expect((await now(c!.subject_id)).version).toBe(theirs.version);
  });

  it('answers a resent conflict from its key, writing nothing', async () => {
    const [a] = await sheet();
    expect((await save('taluka', [{ subject: a!, n: 7 }])).statusCode).toBe(200);
    const key = { 'idempotency-key': randomUUID() };
    const first = await save(me, [{ subject: a!, n: 8 }], key);
    const again = await save(me, [{ subject: a!, n: 8 }], key);
    expect(first.statusCode).toBe(409);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('lets one of several editors of the same read win and tells every other (no silent overwrite)', async () => {
    const [, b] = await sheet();
    const editors = [11, 12, 13, 14, 15, 16];
    const answers = await Promise.all(
      editors.map((n) => save(n % 2 ? 'taluka' : me, [{ subject: b!, n }])),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    const stored = await now(b!.subject_id);
    const winner = editors.find((n) =>
      Object.entries(figuresOf(d, b!, n)).every(([k, v]) => String(stored.values[k]) === String(v)),
    )!;
    expect(winner).toBeDefined();
    expect(stored.version).toBe(b!.version + 1);
    for (const lost of answers.filter((r) => r.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().conflicts[0].theirs).toMatchObject(figuresOf(d, b!, winner));
    }
  });
});

const post = (url: string, as: string, payload: object) =>
  t.call({ method: 'POST', url: `${API}${url}`, as, payload });

/** Figures a subject's card takes, each count `n` (a festival's day: a past date). */
function figuresOf(d: CountFormDeclaration, s: Subject, n: number) {
  const fields = fieldsFor(d, s.ekak_sub_type_id ?? undefined);
  return Object.fromEntries(
    fields.map((f) => [f.name, f.type === 'date' ? '2025-07-10' : n]),
  ) as Record<string, unknown>;
}
