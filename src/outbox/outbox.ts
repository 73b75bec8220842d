import type { CountSaveBody } from '../domain/engine';
import {
  dueEntries,
  groupOf,
  joinWaiting,
  outcomeOf,
  retryAt,
  type OutboxEntry,
  type OutboxProblem,
} from '../domain/outbox';
import { newIdempotencyKey } from '../httpClient';
import type { OutboxStore } from './outboxStore';

/** Sends a kept save under its key; rejects as the HTTP client does (HttpError, or no answer). */
export type SendSave = (entry: OutboxEntry) => Promise<unknown>;

export type SubmitAnswer = { queued: false; answer: unknown } | { queued: true };

interface Failure {
  status?: number;
  body?: {
    code?: string;
    message?: string;
    error?: { key?: string; args?: Record<string, unknown> }[];
  } & Partial<Pick<OutboxProblem, 'conflicts'>>;
}
const failureOf = (error: unknown): Failure =>
  typeof (error as Failure)?.status === 'number' ? (error as Failure) : {};

const problemOf = ({ status = 0, body = {} }: Failure): OutboxProblem => ({
  status,
  ...(body.code ? { code: body.code } : {}),
  message: body.message ?? '',
  ...(body.error?.[0]?.key ? { key: body.error[0].key, args: body.error[0].args ?? {} } : {}),
  ...(body.conflicts ? { conflicts: body.conflicts } : {}),
});

/** A refused save as kept: the problem, and of a conflict only the conflicting records (the
 * others were saved). */
function refusedEntry(entry: OutboxEntry, attempts: number, failure: Failure): OutboxEntry {
  const problem = problemOf(failure);
  const clashing = new Set(problem.conflicts?.map((c) => c.subject_id));
  const records = clashing.size
    ? entry.body.records.filter((r) => clashing.has(r.subject_id))
    : entry.body.records;
  return { ...entry, attempts, state: 'attention', problem, body: { ...entry.body, records } };
}

/**
 * The device's outbox: a save is written to the store before it is sent and removed once the
 * server has it; on no answer it stays and is sent again later (in order per module, place and
 * period, the same key each time, so the server stores it once); a refusal of a later send keeps
 * it as "needs attention" with its values. Subscribers hear of every change.
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
      return { outcome, error, answer: { saved: entry.body.records.length } };
    } finally {
      inFlight.delete(entry.key);
    }
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

    /**
     * Keeps a save of a signed-in user on the device, then sends it: the answer, or `queued`
     * when none came (it is sent later). A refusal rejects and drops it: the screen shows why.
     */
    async submit(module: string, body: CountSaveBody): Promise<SubmitAnswer> {
      await ready;
      if (owner === null || broken)
        return { queued: false, answer: await send(draft(module, body, -1)) };
      let entry = draft(module, body, owner);
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
      return { queued: true };
    },

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
      const conflicts = entry.problem?.conflicts;
      const records = conflicts
        ? conflicts.map((c) => {
            const mine = entry.body.records.find((r) => r.subject_id === c.subject_id)!;
            return { ...mine, version: c.version };
          })
        : entry.body.records;
      const again: OutboxEntry = {
        ...draft(entry.module, { ...entry.body, records }, entry.owner),
        savedAt: entry.savedAt,
      };
      await changed([again], [key]);
      await flush();
    },

    async discard(key: string) {
      await changed([], [key]);
    },
  };

  function draft(module: string, body: CountSaveBody, who: number): OutboxEntry {
    const at = now();
    return {
      key: newIdempotencyKey(),
      owner: who,
      module,
      body,
      savedAt: at,
      attempts: 0,
      nextAt: at,
      state: 'waiting',
    };
  }
}

export type Outbox = ReturnType<typeof createOutbox>;
