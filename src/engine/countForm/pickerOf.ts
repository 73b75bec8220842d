import { rollupLevels, type CountFormDeclaration } from '../../domain/engine';
import { LEAF_LEVELS } from '../../domain/levels';
import { PICKER_MODE } from '../../domain/picker';

/**
 * How a count form opens the place picker: when none of the levels it offers (entry, roll-up) is
 * a गाव or वस्ती, the picker skips that level and fetches nothing below (the gathering's mode).
 */
export function pickerOf(d: CountFormDeclaration) {
  const offered = [...d.entryLevels, ...rollupLevels(d)];
  return offered.some((l) => LEAF_LEVELS.includes(l)) ? {} : { mode: PICKER_MODE.gatheringEntry };
}
