import { expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { HttpError } from 'react-admin';
import type { CountSaveBody } from '../../src/domain/engine';
import type { CountEntry, OutboxEntry } from '../../src/domain/engine/outbox';

const counted = (e: OutboxEntry | undefined) => e as CountEntry;
import { createOutbox } from '../../src/outbox/outbox';
import { indexedDbOutbox } from '../../src/outbox/outboxStore';
import { aConflict } from '../support/saveConflicts';

const body = (subject_id: number, praudh: number): CountSaveBody => ({
  locationId: 24,
  year: '2026-27',
  month: 11,
  records: [{ subject_id, version: 1, values: { praudh } }],
});
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const refused = (status: number, code: string, extra: object = {}) =>
  Promise.reject(new HttpError(`app.error.${code}`, status, { code, message: code, ...extra }));

/** An outbox over a fresh IndexedDB (fake-indexeddb), a server stand-in and a clock. */
function device(factory = new IDBFactory()) {
  const sent: OutboxEntry[] = [];
  let answer: () => Promise<unknown> = () => Promise.resolve({ saved: 1 });
  let clock = 1_000;
  const outbox = createOutbox(
    indexedDbOutbox(factory),
    (e) => {
      sent.push(structuredClone(e));
      return answer();
    },
    () => clock,
  );
  outbox.setOwner(6);
  return {
    outbox,
    factory,
    sent,
    answerWith: (a: () => Promise<unknown>) => (answer = a),
    later: (ms: number) => (clock += ms),
  };
}

describe('the device outbox (issue 26, point 3)', () => {
  it('sends a save at once and keeps nothing when the server has it', async () => {
    const d = device();
    expect(await d.outbox.submit('sanghik', body(1, 5))).toEqual({
      queued: false,
      answer: { saved: 1 },
    });
    expect(d.outbox.entries()).toEqual([]);
    expect(d.sent).toHaveLength(1);
  });

  it('keeps a save with no answer across a reload and sends it later under the same key', async () => {
    const d = device();
    d.answerWith(offline);
    expect(await d.outbox.submit('sanghik', body(1, 5))).toEqual({
      queued: true,
      key: expect.any(String),
    });
    const [kept] = d.outbox.entries();
    expect(kept).toMatchObject({ state: 'waiting', attempts: 1, nextAt: 6_000 });

    // the page is closed and opened again: a new outbox over the same IndexedDB
    const reopened = device(d.factory);
    await reopened.outbox.ready;
    expect(reopened.outbox.entries()).toEqual([kept]);
    await reopened.outbox.flush();
    expect(reopened.sent).toHaveLength(0); // its pause is not over
    reopened.later(5_000);
    await reopened.outbox.flush();
    expect(reopened.sent.map((e) => e.key)).toEqual([kept!.key]);
    expect(reopened.outbox.entries()).toEqual([]);
  });

  it('sends nothing of another user, and keeps a save whose sign-in expired', async () => {
    const d = device();
    d.answerWith(offline);
    await d.outbox.submit('sanghik', body(1, 5));
    d.outbox.setOwner(7);
    d.later(60_000);
    d.answerWith(() => Promise.resolve({ saved: 1 }));
    await d.outbox.flush();
    expect(d.sent).toHaveLength(1);
    d.outbox.setOwner(6);
    d.answerWith(() => refused(401, 'TOKEN_EXPIRED'));
    await d.outbox.flush();
    expect(d.outbox.entries()).toMatchObject([{ state: 'waiting', attempts: 2 }]);
  });

  it('joins a correction to the save still waiting, at the version first read, under a new key', async () => {
    const d = device();
    d.answerWith(offline);
    await d.outbox.submit('sanghik', body(1, 5));
    const first = d.outbox.entries()[0]!;
    await d.outbox.submit('sanghik', {
      ...body(1, 6),
      records: [{ subject_id: 1, version: 4, values: { praudh: 6 } }],
    });
    const [joined, ...rest] = d.outbox.entries();
    expect(rest).toEqual([]);
    expect(joined!.key).not.toBe(first.key);
    expect(counted(joined).body.records).toEqual([
      { subject_id: 1, version: 1, values: { praudh: 6 } },
    ]);
  });

  it('keeps a later refusal as needing attention, with its values and the reason', async () => {
    const d = device();
    d.answerWith(offline);
    await d.outbox.submit('sanghik', body(1, 5));
    d.later(5_000);
    d.answerWith(() =>
      refused(409, 'PERIOD_CLOSED', {
        error: [{ key: 'app.period.closed', args: { day: 7 }, message: 'closed' }],
      }),
    );
    await d.outbox.flush();
    expect(d.outbox.entries()).toMatchObject([
      {
        state: 'attention',
        body: body(1, 5),
        problem: { status: 409, code: 'PERIOD_CLOSED', key: 'app.period.closed', args: { day: 7 } },
      },
    ]);
  });

  it('a refusal while the person waits rejects and keeps nothing (the screen shows it)', async () => {
    const d = device();
    d.answerWith(() => refused(400, 'VALIDATION'));
    await expect(d.outbox.submit('sanghik', body(1, 5))).rejects.toMatchObject({ status: 400 });
    expect(d.outbox.entries()).toEqual([]);
  });

  it('sends a conflict again with the figures kept and the versions stored now', async () => {
    const d = device();
    d.answerWith(offline);
    await d.outbox.submit('sanghik', {
      ...body(1, 5),
      records: [
        { subject_id: 1, version: 1, values: { praudh: 5 } },
        { subject_id: 2, version: 1, values: { praudh: 3 } },
      ],
    });
    d.later(5_000);
    const conflicts = [aConflict({ yours: { praudh: 3 } })];
    d.answerWith(() => refused(409, 'STALE', { saved: 1, conflicts }));
    await d.outbox.flush();
    const [refusedEntry] = d.outbox.entries();
    expect(refusedEntry!.problem!.conflicts).toEqual(conflicts);
    // the other unit was saved: only the conflicting one is kept
    expect(counted(refusedEntry).body.records).toEqual([
      { subject_id: 2, version: 1, values: { praudh: 3 } },
    ]);
    d.answerWith(() => Promise.resolve({ saved: 1 }));
    await d.outbox.retry(refusedEntry!.key);
    expect(counted(d.sent.at(-1)).body.records).toEqual([
      { subject_id: 2, version: 3, values: { praudh: 3 } },
    ]);
    expect(d.sent.at(-1)!.key).not.toBe(refusedEntry!.key);
    expect(d.outbox.entries()).toEqual([]);
  });

  it('sends the saves of one place and period in the order they were made', async () => {
    const d = device();
    d.answerWith(offline);
    await d.outbox.submit('sanghik', body(1, 5));
    await d.outbox.submit('utsav', { ...body(1, 5), month: undefined, festival: 'holi' });
    await d.outbox.submit('sanghik', { ...body(2, 5), locationId: 25 });
    d.later(5_000);
    d.answerWith(() => Promise.resolve({ saved: 1 }));
    await d.outbox.flush();
    expect(d.sent.slice(3).map((e) => [e.module, counted(e).body.locationId])).toEqual([
      ['sanghik', 24],
      ['utsav', 24],
      ['sanghik', 25],
    ]);
  });
});

it('asks the browser to keep the device’s data when a save is kept, not before', async () => {
  const persist = vi.fn(async () => true);
  vi.stubGlobal('navigator', { storage: { persist } });
  try {
    const d = device();
    await d.outbox.submit('sanghik', body(3, 4));
    expect(persist).not.toHaveBeenCalled();
    d.answerWith(offline);
    await d.outbox.submit('sanghik', body(1, 5));
    expect(persist).toHaveBeenCalledTimes(1);
  } finally {
    vi.unstubAllGlobals();
  }
});
