import type { CountSaveBody } from '../domain/engine';
import {
  dueEntries,
  groupOf,
  joinWaiting,
  outcomeOf,
  recordsIn,
  retryAt,
  sentAgain,
  type OutboxEntry,
  type RecordEntry,
} from '../domain/engine/outbox';
import { newIdempotencyKey } from '../httpClient';
import type { OutboxStore } from './outboxStore';
import { failureOf, refusedEntry } from './refusal';

/** Sends a kept save under its key; rejects as the HTTP client does (HttpError, or no answer). */
export type SendSave = (entry: OutboxEntry) => Promise<unknown>;

export type SubmitAnswer = { queued: false; answer: unknown } | { queued: true; key: string };

/**
 * The device's outbox: a save is written to the store before it is sent and removed once the
 * server has it; on no answer it stays and is sent again later (in order per module, place and
 * period, or per record, the same key each time, so the server stores it once); a refusal of a
 * later send keeps it as "needs attention" with its values. Subscribers hear of every change.
 */
export function createOutbox(store: OutboxStore, send: SendSave, now = () => Date.now()) {
  let entries: readonly OutboxEntry[] = [];
  let owner: number | null = null;
  const listeners = new Set<() => void>();
  // what screens read: replaced (never changed) on every change, as useSyncExternalStore wants
  let snapshot: { entries: readonly OutboxEntry[]; owner: number | null } = { entries, owner };
  const notify = () => {
    snapshot = { entries, owner };
    listeners.forEach((l) => l());
  };
  const inFlight = new Set<string>();
  let flushing: Promise<void> | null = null;

  const changed = async (put: OutboxEntry[], removed: string[] = []) => {
    for (const key of removed) await store.remove(key);
    for (const e of put) await store.put(e);
    const gone = new Set([...removed, ...put.map((e) => e.key)]);
    entries = [...entries.filter((e) => !gone.has(e.key)), ...put];
    notify();
  };
  // a device that cannot keep anything (storage refused) still saves, straight to the server
  let broken = false;
  const ready = store.all().then(
    (all) => {
      entries = all;
      notify();
    },
    () => void (broken = true),
  );

  const draft = (module: string, who: number) => {
    const at = now();
    const state = 'waiting' as const;
    return {
      key: newIdempotencyKey(),
      owner: who,
      module,
      savedAt: at,
      attempts: 0,
      nextAt: at,
      state,
    };
  };

  /** One send of a kept save, and what it leaves on the device; the failure, if any. */
  async function attempt(entry: OutboxEntry) {
    inFlight.add(entry.key);
    try {
      const answer = await send(entry);
      await changed([], [entry.key]);
      return { outcome: 'sent' as const, answer };
    } catch (error) {
      const failure = failureOf(error);
      const outcome = outcomeOf({ status: failure.status, code: failure.body?.code });
      const attempts = entry.attempts + 1;
      if (outcome === 'sent') await changed([], [entry.key]);
      else if (outcome === 'attention') await changed([refusedEntry(entry, attempts, failure)]);
      else await changed([{ ...entry, attempts, nextAt: retryAt(attempts, now()) }]);
      return { outcome, error, answer: { saved: recordsIn(entry) } };
    } finally {
      inFlight.delete(entry.key);
    }
  }

  /**
   * Keeps a save of the signed-in user on the device (joined to their earlier one of the same
   * place and period, or record, still waiting), then sends it: the answer, or `queued` when none
   * came (it is sent later). A refusal rejects and drops it: the screen shows why.
   */
  async function keep(make: (who: number) => OutboxEntry): Promise<SubmitAnswer> {
    await ready;
    if (owner === null || broken) return { queued: false, answer: await send(make(-1)) };
    let entry = make(owner);
    const earlier = entries.find(
      (e) =>
        e.owner === owner &&
        e.state === 'waiting' &&
        !inFlight.has(e.key) &&
        groupOf(e) === groupOf(entry),
    );
    if (earlier) entry = joinWaiting(earlier, entry);
    await changed([entry], earlier ? [earlier.key] : []);
    const sent = await attempt(entry);
    if (sent.outcome === 'sent') return { queued: false, answer: sent.answer };
    if (sent.outcome === 'attention') {
      await changed([], [entry.key]);
      throw sent.error;
    }
    // the browser may clear a site's storage under pressure unless asked to keep it
    void globalThis.navigator?.storage?.persist?.().catch(() => false);
    return { queued: true, key: entry.key };
  }

  /** Sends what is due for the signed-in user, oldest first per place and period. */
  function flush(): Promise<void> {
    flushing ??= (async () => {
      await ready;
      for (;;) {
        if (owner === null) return;
        const due = dueEntries(entries, owner, now()).filter((e) => !inFlight.has(e.key));
        if (due.length === 0) return;
        const results = [];
        for (const e of due) results.push((await attempt(e)).outcome);
        // a dead link or sign-in: the rest waits for the next turn
        if (!results.includes('sent')) return;
      }
    })().finally(() => (flushing = null));
    return flushing;
  }

  return {
    ready,
    entries: () => entries,
    /** The saves on the device and the signed-in user, as one value per change. */
    snapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    owner: () => owner,
    setOwner(id: number | null) {
      owner = id;
      notify();
    },
    /** A count form's save of a place and period. */
    submit: (module: string, body: CountSaveBody) =>
      keep((who) => ({ ...draft(module, who), body })),
    /** A register's record added (`id` null) or changed; `by`: the spec's call that carries it. */
    submitRecord: (
      module: string,
      id: number | null,
      data: Record<string, unknown>,
      by: Pick<RecordEntry, 'send' | 'rows' | 'photos'> = {},
    ) => keep((who) => ({ ...draft(module, who), kind: 'record', id, data, ...by })),
    flush,

    /** The link is back: every waiting save is due now. */
    async wake() {
      await ready;
      const waiting = entries.filter((e) => e.state === 'waiting' && e.nextAt > now());
      if (waiting.length) await changed(waiting.map((e) => ({ ...e, nextAt: now() })));
    },

    /**
     * Sends a refused save again under a new key (the refusal kept the old one, or none); a
     * conflict's: the user's figures of the conflicting units at the versions stored now.
     */
    async retry(key: string) {
      const entry = entries.find((e) => e.key === key);
      if (!entry) return;
      const again = { ...sentAgain(entry), ...draft(entry.module, entry.owner) };
      delete again.problem;
      await changed([{ ...again, savedAt: entry.savedAt }], [key]);
      await flush();
    },

    async discard(key: string) {
      await changed([], [key]);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
