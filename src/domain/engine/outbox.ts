import type { CountPeriodBody, CountSaveBody, SaveConflict } from '.';

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

/** What every kept save has: its key, owner, module, when, tries and state. */
interface KeptSave {
  /** Its Idempotency-Key: every send of it carries this one. */
  key: string;
  /** The user (system number) who saved it: sent only while they are signed in. */
  owner: number;
  /** The count form, or the register. */
  module: string;
  /** When it was saved on the device (ms). */
  savedAt: number;
  attempts: number;
  /** Not sent again before this (ms). */
  nextAt: number;
  state: OutboxState;
  problem?: OutboxProblem;
}

/** A count form's save: the records of a place and period. */
export interface CountEntry extends KeptSave {
  kind?: 'count';
  body: CountSaveBody;
}

/** A register's record added (`id` null) or changed, as its form sent it. */
export interface RecordEntry extends KeptSave {
  kind: 'record';
  id: number | null;
  data: Record<string, unknown>;
  /**
   * The spec's own call that carries it (the volunteers' dialog, units added many at once, a
   * unit's status change), sent as it is; else the register's generic route.
   */
  send?: { path: string; method: 'POST' | 'PUT'; body: unknown };
  /** Several records one call adds, all or none (units added many at once); else `data` alone. */
  rows?: Record<string, unknown>[];
  /** The photos its data names that are on the device (issue 50): sent first, under their ids. */
  photos?: { id: string; blob: Blob }[];
}

export type OutboxEntry = CountEntry | RecordEntry;

export const isRecordEntry = (e: OutboxEntry): e is RecordEntry => e.kind === 'record';

/** How many records a kept save holds (a count form's: one per subject). */
export const recordsIn = (e: OutboxEntry): number =>
  isRecordEntry(e) ? (e.rows?.length ?? 1) : e.body.records.length;

/**
 * Sends of one module, place and period go in the order they were saved; a record's, in the
 * order of its changes.
 */
export const groupOf = (e: OutboxPlace | OutboxEntry): string =>
  'kind' in e && e.kind === 'record'
    ? [e.module, 'record', e.id ?? e.key].join('|')
    : [
        e.module,
        (e as OutboxPlace).body.locationId,
        (e as OutboxPlace).body.year,
        (e as OutboxPlace).body.month ?? '',
        (e as OutboxPlace).body.festival ?? '',
      ].join('|');

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
    own.filter((e) => e.state === state).reduce((n, e) => n + recordsIn(e), 0);
  return { waiting: records('waiting'), attention: records('attention') };
}

/**
 * A new save of a module, place and period whose earlier save still waits unsent joins it: the
 * new figures of a subject replace the waiting ones (keeping the version they were read at), so
 * a correction made offline is one save, never a conflict with the person's own first figures.
 * The joined save goes under the new key (the earlier body may have reached the server).
 */
export function joinWaiting<E extends OutboxEntry>(earlier: E, later: E): E {
  if (isRecordEntry(earlier) || isRecordEntry(later)) {
    // a record changed again: the new values, at the version the first change read
    const { data } = earlier as RecordEntry;
    const next = later as RecordEntry;
    const version = 'version' in data ? { version: data.version } : {};
    // the photos of both: the later change may still name one the first took
    const photos = new Map(
      [...((earlier as RecordEntry).photos ?? []), ...(next.photos ?? [])].map((p) => [p.id, p]),
    );
    return {
      ...next,
      savedAt: earlier.savedAt,
      data: { ...next.data, ...version },
      ...(photos.size ? { photos: [...photos.values()] } : {}),
    } as E;
  }
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
    .filter((e): e is CountEntry => !isRecordEntry(e) && e.owner === owner && groupOf(e) === group)
    .sort((a, b) => a.savedAt - b.savedAt);
  for (const e of own)
    for (const r of e.body.records) found.set(r.subject_id, { values: r.values, state: e.state });
  return found;
}

/** A record's own keys, not what the person typed. */
const NOT_FIGURES = ['id', 'version', 'location_id'];

/** The place a kept save is of (a record's: its `location_id`, when it has one). */
export const placeOf = (e: OutboxEntry): number | null =>
  isRecordEntry(e)
    ? typeof e.data.location_id === 'number'
      ? e.data.location_id
      : null
    : e.body.locationId;

/** How the download of unsent figures names what the entries hold only as ids and keys. */
export interface UnsentNames {
  /** A register's record: new, or its number. */
  record(e: RecordEntry): string;
  module(name: string): string;
  place(locationId: number | null): string;
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
    const at = [names.module(e.module), names.place(placeOf(e)), names.period(e)];
    const records = isRecordEntry(e)
      ? (e.rows ?? [e.data]).map((values) => ({ subject: names.record(e), values }))
      : e.body.records.map((r) => ({ subject: names.subject(e.module, r.subject_id), ...r }));
    for (const r of records)
      for (const [field, value] of Object.entries(r.values)) {
        if (value === null || value === undefined || value === '' || typeof value === 'object')
          continue;
        if (isRecordEntry(e) && NOT_FIGURES.includes(field)) continue;
        rows.push([
          ...at,
          r.subject,
          names.field(e.module, field),
          typeof value === 'number' ? value : String(value),
          names.state(e),
          names.savedAt(e.savedAt),
        ]);
      }
  }
  return rows;
}

/**
 * What a refused save sends when the person sends it again: a conflict's, their figures of the
 * conflicting units at the versions stored now; any other, as it was.
 */
export function sentAgain(e: OutboxEntry): OutboxEntry {
  const conflicts = e.problem?.conflicts;
  if (isRecordEntry(e) || !conflicts) return e;
  const records = conflicts.map((c) => ({
    ...e.body.records.find((r) => r.subject_id === c.subject_id)!,
    version: c.version,
  }));
  return { ...e, body: { ...e.body, records } };
}

/**
 * A save the server refused, as the device keeps it: needing attention, with the reason; of a
 * conflict only the conflicting records (the others were saved).
 */
export function keptAfterRefusal(entry: OutboxEntry, problem: OutboxProblem): OutboxEntry {
  const refused = { ...entry, state: 'attention' as const, problem };
  if (isRecordEntry(refused)) return refused;
  const clashing = new Set(problem.conflicts?.map((c) => c.subject_id));
  if (clashing.size === 0) return refused;
  const records = refused.body.records.filter((r) => clashing.has(r.subject_id));
  return { ...refused, body: { ...refused.body, records } };
}
