import { LEAF_LEVELS, LEVEL, SUFFIX } from './levels';
import type { GeoNode, PlaceRef } from './geo';

/** How a screen opens the shared picker (spec §2 "Geographic-structure picker", §6). */
export interface PickerMode {
  /** Reports screens: level 6 and 7 users pick within their own place only. */
  reportsMode?: boolean;
  /** Do not show the leaf level (गाव / वस्ती). */
  skipLeaf?: boolean;
}

/**
 * The modes the screens use (spec §6 "Picker"): the reports screens pick within a level 6 or 7
 * user's own place; a count form entered above the leaves (the gathering's नगर and उपखंड) skips the leaf level
 * (गाव / वस्ती) and so fetches nothing below an उपखंड नगर, मंडल or शहरी नगर.
 */
export const PICKER_MODE = {
  reports: { reportsMode: true },
  aboveLeaves: { skipLeaf: true },
} as const satisfies Record<string, PickerMode>;

export interface PickerUser {
  levelId: number;
  location: PlaceRef;
}

export interface PickerPlan {
  /** The place the tree starts from: always the user's own place, which is their whole tree. */
  root: PlaceRef;
  /** Whether anything below the root is fetched at all. */
  fetchSubtree: boolean;
}

const NO_FETCH_SUFFIXES_WHEN_SKIPPING_LEAF: readonly string[] = [
  SUFFIX.NAGAR,
  SUFFIX.MANDAL,
  SUFFIX.UPKHAND_NAGAR,
];

/** Spec §6 picker paragraph, as one pure decision. */
export function pickerPlan(user: PickerUser, mode: PickerMode = {}): PickerPlan {
  const { levelId, location } = user;
  const noFetch =
    (Boolean(mode.reportsMode) && levelId >= 7) ||
    (Boolean(mode.skipLeaf) && NO_FETCH_SUFFIXES_WHEN_SKIPPING_LEAF.includes(location.name_suffix));
  return { root: location, fetchSubtree: !noFetch };
}

/** The children a picker shows under a node: the leaf level is dropped when `skipLeaf` is on. */
export function visibleChildren(children: readonly GeoNode[], mode: PickerMode = {}): GeoNode[] {
  return mode.skipLeaf
    ? children.filter((child) => !LEAF_LEVELS.includes(child.level_id))
    : [...children];
}

/** Whether a node can still be expanded in the picker under the given mode. */
export function canExpand(node: GeoNode, mode: PickerMode = {}): boolean {
  if (node.child_count === 0 || LEAF_LEVELS.includes(node.level_id)) return false;
  // below a मंडल or an उपखंड नगर there are only leaves
  const onlyLeavesBelow =
    node.level_id === LEVEL.MANDAL || node.name_suffix === SUFFIX.UPKHAND_NAGAR;
  return !(mode.skipLeaf && onlyLeavesBelow);
}

/** Whether the mode shows places of this level at all (skipped leaf levels are not). */
export function isLevelShown(levelId: number, mode: PickerMode = {}): boolean {
  return !(mode.skipLeaf && LEAF_LEVELS.includes(levelId));
}

/** Whether a place may be chosen, given the screen's `selectableLevels` (all when absent). */
export function isSelectableLevel(place: PlaceRef, selectableLevels?: readonly number[]): boolean {
  return !selectableLevels || selectableLevels.includes(place.level_id);
}
