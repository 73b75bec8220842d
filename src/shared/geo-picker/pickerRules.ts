import { levelLabel } from '../../domain';

/** The names of the selectable levels, for the helper text. */
export const selectableLevelNames = (levels: readonly number[]): string =>
  levels.map((level) => levelLabel(level)).join(', ');
