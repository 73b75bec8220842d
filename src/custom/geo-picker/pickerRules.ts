import { LEAF_LEVELS, levelLabel, type PickerMode, type PlaceRef } from '../../domain';

/** Whether the mode shows places of this level at all (hidden and skipped leaf levels are not). */
export function isLevelShown(levelId: number, mode: PickerMode = {}): boolean {
  if (mode.hideLevels?.includes(levelId)) return false;
  return !(mode.skipLeaf && LEAF_LEVELS.includes(levelId));
}

/** Whether a place may be chosen, given the screen's `selectableLevels` (all when absent). */
export function isSelectableLevel(place: PlaceRef, selectableLevels?: readonly number[]): boolean {
  return !selectableLevels || selectableLevels.includes(place.level_id);
}

/** The names of the selectable levels, for the helper text. */
export const selectableLevelNames = (levels: readonly number[]): string =>
  levels.map((level) => levelLabel(level)).join(', ');
