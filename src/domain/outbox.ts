import type { CountPeriodBody, CountSaveBody, SaveConflict } from './engine';

/** A module's place and period, as its saves name them. */
export type OutboxPlace = { module: string; body: CountPeriodBody };

/**
 * The device's outbox (issue 26, point 3): every count-form save is kept on the device before
 * it is sent, under its Idempotency-Key, until the server has it. These are its rules; the
 * storage (IndexedDB) and the sending are in src/outbox.
 */
export type OutboxState = 'waiting' | 'attention';

/** Why a save needs the person: the server's refusal, as it answered. */
export interface OutboxProblem {
  status: number;
  code?: string;
  message: string;
  /** The refusal's own translation key and values (a closed period says its days). */
  key?: string;
  args?: Record<string, unknown>;
  conflicts?: SaveConflict[];
}

export interface OutboxEntry {
  /** Its Idempotency-Key: every send of it carries this one. */
  key: string;
  /** The user (system number) who saved it: sent only while they are signed in. */
  owner: number;
  /** The count form. */
  module: string;
  body: CountSaveBody;
  /** When it was saved on the device (ms). */
  savedAt: number;
  attempts: number;
  /** Not sent again before this (ms). */
  nextAt: number;
  state: OutboxState;
  problem?: OutboxProblem;
}

/** Sends of one module, place and period go in the order they were saved. */
export const groupOf = (e: OutboxPlace): string =>
  [e.module, e.body.locationId, e.body.year, e.body.month ?? '', e.body.festival ?? ''].join('|');

/** Pauses before a save whose send failed on the network (or the server) is sent again. */
export const RETRY_AFTER_MS = [5_000, 15_000, 60_000, 5 * 60_000];

export const retryAt = (attempts: number, now: number): number =>
  now + RETRY_AFTER_MS[Math.min(Math.max(attempts, 1), RETRY_AFTER_MS.length) - 1]!;

/**
 * What became of a send: the server has it (`sent`: also a key it had already applied); no
 * answer, a server failure, or the same save still running (`retry` later); the sign-in expired
 * (`signIn`: kept until the person signs in again); a refusal (`attention`: validation, a
 * closed period, a conflict — kept with its values for the person to decide).
 */
export type SendOutcome = 'sent' | 'retry' | 'signIn' | 'attention';

export function outcomeOf(error: { status?: number; code?: string } | null): SendOutcome {
  if (error === null) return 'sent';
  const { status, code } = error;
  if (status === undefined || status >= 500 || status === 429) return 'retry';
  if (code === 'ALREADY_APPLIED') return 'sent';
  if (code === 'IN_PROGRESS') return 'retry';
  if (status === 401) return 'signIn';
  return 'attention';
}

/**
 * The saves to send now for a signed-in user: per module, place and period the oldest waiting
 * one, once its pause is over; their groups in the order their first save was made.
 */
export function dueEntries(
  entries: readonly OutboxEntry[],
  owner: number,
  now: number,
): OutboxEntry[] {
  const heads = new Map<string, OutboxEntry>();
  const waiting = entries
    .filter((e) => e.owner === owner && e.state === 'waiting')
    .sort((a, b) => a.savedAt - b.savedAt);
  for (const e of waiting) if (!heads.has(groupOf(e))) heads.set(groupOf(e), e);
  return [...heads.values()].filter((e) => e.nextAt <= now);
}

/** How many records (units, places) of a user wait on the device, and how many need them. */
export function outboxCounts(entries: readonly OutboxEntry[], owner: number) {
  const own = entries.filter((e) => e.owner === owner);
  const records = (state: OutboxState) =>
    own.filter((e) => e.state === state).reduce((n, e) => n + e.body.records.length, 0);
  return { waiting: records('waiting'), attention: records('attention') };
}

/**
 * A new save of a module, place and period whose earlier save still waits unsent joins it: the
 * new figures of a subject replace the waiting ones (keeping the version they were read at), so
 * a correction made offline is one save, never a conflict with the person's own first figures.
 * The joined save goes under the new key (the earlier body may have reached the server).
 */
export function joinWaiting(earlier: OutboxEntry, later: OutboxEntry): OutboxEntry {
  const bySubject = new Map(earlier.body.records.map((r) => [r.subject_id, r]));
  for (const r of later.body.records) {
    const before = bySubject.get(r.subject_id);
    bySubject.set(r.subject_id, before ? { ...r, version: before.version } : r);
  }
  return {
    ...later,
    savedAt: earlier.savedAt,
    body: {
      ...later.body,
      confirmedUnusual: Boolean(earlier.body.confirmedUnusual || later.body.confirmedUnusual),
      records: [...bySubject.values()],
    },
  };
}

/** The figures each subject of a place and period holds on the device, waiting or refused. */
export function figuresOnDevice(
  entries: readonly OutboxEntry[],
  owner: number,
  at: OutboxPlace,
): Map<number, { values: Record<string, unknown>; state: OutboxState }> {
  const group = groupOf(at);
  const found = new Map<number, { values: Record<string, unknown>; state: OutboxState }>();
  const own = entries
    .filter((e) => e.owner === owner && groupOf(e) === group)
    .sort((a, b) => a.savedAt - b.savedAt);
  for (const e of own)
    for (const r of e.body.records) found.set(r.subject_id, { values: r.values, state: e.state });
  return found;
}

/** How the download of unsent figures names what the entries hold only as ids and keys. */
export interface UnsentNames {
  module(name: string): string;
  place(locationId: number): string;
  period(e: OutboxEntry): string;
  subject(module: string, id: number): string;
  field(module: string, field: string): string;
  state(e: OutboxEntry): string;
  savedAt(ms: number): string;
}

/**
 * The person's unsent figures as a table (their own copy: "download my unsent figures"): a
 * heading row, then one row per record and field, in the order they were saved.
 */
export function unsentFigureRows(
  entries: readonly OutboxEntry[],
  headings: readonly string[],
  names: UnsentNames,
): (string | number)[][] {
  const rows: (string | number)[][] = [[...headings]];
  for (const e of [...entries].sort((a, b) => a.savedAt - b.savedAt)) {
    const at = [names.module(e.module), names.place(e.body.locationId), names.period(e)];
    for (const r of e.body.records)
      for (const [field, value] of Object.entries(r.values)) {
        if (value === null || value === undefined || value === '') continue;
        rows.push([
          ...at,
          names.subject(e.module, r.subject_id),
          names.field(e.module, field),
          typeof value === 'number' ? value : String(value),
          names.state(e),
          names.savedAt(e.savedAt),
        ]);
      }
  }
  return rows;
}
