import { isWithinPath } from './geo';
import { GEO_MESSAGE, fitsUnder, namingProblems } from './geoImport';

/**
 * Changing the tree on /geo/tree (issue 27): adding a child place, renaming and moving a place
 * with its subtree, closing and reopening it. These rules are the browser's and the server's.
 */
export type PlaceChangeAction = 'add' | 'rename' | 'move' | 'close' | 'reopen' | 'merge';

export interface PlaceActor {
  admin: boolean;
  karyalay_pramukh: boolean;
  /** The actor's own place's path. */
  path: string;
}

export interface TreeSpot {
  location_id: number;
  parent_id: number | null;
  level_id: number;
  path: string;
}

export type PlaceVerdict = 'ok' | 'not-office-head' | 'out-of-scope';

export const PLACE_MESSAGE = {
  SAME_PARENT: 'app.placeAdmin.problem.sameParent',
  ROOT: 'app.placeAdmin.problem.root',
  ROOT_CLOSE: 'app.placeAdmin.problem.rootClose',
  /** A new record or entry at a closed place (or below one). */
  CLOSED: 'app.placeAdmin.problem.closed',
  ALREADY_CLOSED: 'app.placeAdmin.problem.alreadyClosed',
  PARENT_CLOSED: 'app.placeAdmin.problem.parentClosed',
  MERGE_SELF: 'app.placeAdmin.problem.mergeSelf',
  MERGE_LEVEL: 'app.placeAdmin.problem.mergeLevel',
  MERGE_CLOSED: 'app.placeAdmin.problem.mergeClosed',
  NOT_CLOSED: 'app.placeAdmin.problem.notClosed',
} as const;

const head = (actor: PlaceActor): PlaceVerdict | undefined =>
  actor.admin ? 'ok' : actor.karyalay_pramukh ? undefined : 'not-office-head';

/** Who may rename or move a place: an admin anywhere, an office head strictly below their own. */
export function changeVerdict(actor: PlaceActor, placePath: string): PlaceVerdict {
  const early = head(actor);
  if (early) return early;
  return isWithinPath(placePath, actor.path) && placePath !== actor.path ? 'ok' : 'out-of-scope';
}

/** Who may put a place under a parent (add or move there): an office head within their area. */
export function parentVerdict(actor: PlaceActor, parentPath: string): PlaceVerdict {
  return head(actor) ?? (isWithinPath(parentPath, actor.path) ? 'ok' : 'out-of-scope');
}

export interface PlaceProblem {
  field: 'name' | 'levelId' | 'suffix' | 'parent';
  key: string;
}

/** A new place under `parent`: named as its level wants, of a level below the parent's. */
export function addProblems(
  parent: Pick<TreeSpot, 'level_id'>,
  place: { levelId: number; name: string; suffix: string },
): PlaceProblem[] {
  const out: PlaceProblem[] = namingProblems(place);
  if (Number.isInteger(place.levelId) && !fitsUnder(parent.level_id, place.levelId))
    out.push({ field: 'levelId', key: GEO_MESSAGE.PARENT_LEVEL });
  return out;
}

/** A place's new name and suffix, of its own level's suffixes. */
export const renameProblems = (place: Pick<TreeSpot, 'level_id'>, name: string, suffix: string) =>
  namingProblems({ levelId: place.level_id, name, suffix }) as PlaceProblem[];

/** A move under `parent`: not the root, not into its own subtree, under a higher level. */
export function moveProblems(place: TreeSpot, parent: TreeSpot): PlaceProblem[] {
  const say = (key: string): PlaceProblem[] => [{ field: 'parent', key }];
  if (place.parent_id === null) return say(PLACE_MESSAGE.ROOT);
  if (isWithinPath(parent.path, place.path)) return say(GEO_MESSAGE.CYCLE);
  if (!fitsUnder(parent.level_id, place.level_id)) return say(GEO_MESSAGE.PARENT_LEVEL);
  if (parent.location_id === place.parent_id) return say(PLACE_MESSAGE.SAME_PARENT);
  return [];
}

/** Closing a place (not the root, not twice) or reopening one (only a place closed itself). */
export function closeProblems(
  place: Pick<TreeSpot, 'parent_id'> & { closed_on: string | null },
  close: boolean,
): PlaceProblem[] {
  const say = (key: string): PlaceProblem[] => [{ field: 'parent', key }];
  if (close && place.parent_id === null) return say(PLACE_MESSAGE.ROOT_CLOSE);
  if (close && place.closed_on) return say(PLACE_MESSAGE.ALREADY_CLOSED);
  if (!close && !place.closed_on) return say(PLACE_MESSAGE.NOT_CLOSED);
  return [];
}

/**
 * Merging a place into another (the one kept): both of one level, two places, neither closed,
 * not the root.
 */
export function mergeProblems(
  place: Pick<TreeSpot, 'location_id' | 'parent_id' | 'level_id'> & { closed_on: string | null },
  into: Pick<TreeSpot, 'location_id' | 'level_id'> & { closed: boolean },
): PlaceProblem[] {
  const say = (key: string): PlaceProblem[] => [{ field: 'parent', key }];
  if (place.parent_id === null) return say(PLACE_MESSAGE.ROOT);
  if (place.location_id === into.location_id) return say(PLACE_MESSAGE.MERGE_SELF);
  if (place.level_id !== into.level_id) return say(PLACE_MESSAGE.MERGE_LEVEL);
  if (place.closed_on || into.closed) return say(PLACE_MESSAGE.MERGE_CLOSED);
  return [];
}

/** The levels a child of a place of `parentLevel` may have, nearest first (none under a leaf). */
export const childLevels = (parentLevel: number): number[] =>
  Array.from({ length: 11 - parentLevel }, (_, i) => parentLevel + 1 + i).filter((l) =>
    fitsUnder(parentLevel, l),
  );

/** One change of the tree as its history shows it. */
export interface PlaceChange {
  change_id: number;
  location_id: number;
  action: PlaceChangeAction;
  /** What the place was and became: its name and suffix, its parent's label. */
  before: PlaceChangeSide | null;
  after: PlaceChangeSide;
  changed_at: string;
  changed_by_name: string | null;
}

export interface PlaceChangeSide {
  name: string;
  suffix: string;
  parent: string | null;
  /** The day it closed, when it is closed. */
  closed_on?: string | null;
  /** A merge: the place kept (on the merged one's change) or the one merged (on the kept's). */
  merged_into?: string;
  merged_from?: string;
}

/**
 * Which changes the tree page offers for the chosen place (the server decides again): an
 * admin's everywhere; an office head's below their own place (adding under it too).
 */
export function placeActions(
  actor: Pick<PlaceActor, 'admin' | 'karyalay_pramukh'> & { location_id: number },
  place: { location_id: number; level_id: number; closed_on?: string | null },
): {
  add: boolean;
  rename: boolean;
  move: boolean;
  close: boolean;
  reopen: boolean;
  merge: boolean;
} {
  const none = {
    add: false,
    rename: false,
    move: false,
    close: false,
    reopen: false,
    merge: false,
  };
  if (!actor.admin && !actor.karyalay_pramukh) return none;
  const below = actor.admin || place.location_id !== actor.location_id;
  const open = !place.closed_on;
  return {
    add: open && childLevels(place.level_id).length > 0,
    rename: below,
    move: below && place.level_id > 1,
    close: below && open && place.level_id > 1,
    reopen: below && !open,
    merge: below && open && place.level_id > 1,
  };
}

/** The translation key of a refused change: its first problem's, else its code's. */
export function placeRefusalKey(error: unknown): string {
  const body = (error as { body?: { code?: string; error?: { key?: string }[] } }).body;
  const key = body?.error?.[0]?.key;
  if (key) return key;
  return body?.code ? `app.error.${body.code}` : 'app.placeAdmin.failed';
}
