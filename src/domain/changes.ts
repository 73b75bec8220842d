/** Through what a change came (issue 48 §3): the app's screen, an upload, the offline outbox, a
 * geography import, another client of the API, or the system itself (the seed, a job). */
export const CHANGE_VIA = ['screen', 'upload', 'offline', 'import', 'api', 'system'] as const;
export type ChangeVia = (typeof CHANGE_VIA)[number];

/** The trail's own modules beside the declared ones: administrators' only. */
export const ADMIN_TRAIL_MODULES = ['users', 'places', 'modules'] as const;

/** One field's change as `GET /changes` answers it. */
export interface ChangeEntry {
  /** The change and its field: a row's key in the list. */
  id: string;
  module: string;
  recordId: string;
  placeId: number | null;
  placeName: string | null;
  field: string;
  before: unknown;
  after: unknown;
  /** The person's name (or e-mail); null when the system made it. */
  who: string | null;
  whoId: number | null;
  at: string;
  via: ChangeVia;
}

/** At most this many changes on one page of the trail. */
export const CHANGES_PAGE_MAX = 200;

/**
 * Where a changed record opens in the app: a register's record its details page, a user the
 * user's page, a module definition the builder; count-form figures and places have none.
 */
export function recordPath(
  module: string,
  recordId: string,
  kindOf: (module: string) => string | undefined,
): string | null {
  if (module === 'users') return `/user/${encodeURIComponent(recordId)}`;
  if (module === 'modules') return `/modules/edit/${encodeURIComponent(recordId)}`;
  if (kindOf(module) === 'register') return `/${module}/${encodeURIComponent(recordId)}/show`;
  return null;
}

/** A trail's value as one line: nothing as a dash, lists joined, yes/no as words. */
export function shownValue(
  value: unknown,
  words: { empty: string; yes: string; no: string },
  choice: (code: string) => string = (code) => code,
): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.map((v) => shownValue(v, words, choice)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return choice(String(value));
}
