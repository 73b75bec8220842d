import { rollupLevels, type CountFormDeclaration } from '../../domain/engine';
import { LEAF_LEVELS } from '../../domain/levels';
import { PICKER_MODE } from '../../domain/picker';

/**
 * How a count form opens the place picker: only places of the levels it offers (entry, roll-up)
 * may be chosen (the gathering's नगर and उपखंड); when none of them is a गाव or वस्ती, the picker
 * skips that level and fetches nothing below (the gathering's mode).
 */
export function pickerOf(d: CountFormDeclaration) {
  const offered = [...new Set([...d.entryLevels, ...rollupLevels(d)])];
  const mode = offered.some((l) => LEAF_LEVELS.includes(l))
    ? {}
    : { mode: PICKER_MODE.aboveLeaves };
  return { ...mode, selectableLevels: offered };
}
