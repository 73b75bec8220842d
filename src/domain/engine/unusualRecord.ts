import { fieldsFor, recordTotal } from './countForms';
import type { CountFormDeclaration } from './types';
import { unusualFigures, type FigureHistory, type UnusualFigure } from '../plausibility/rules';

/**
 * The same rules for any declared count form (festival, campaign…): each summed count the
 * subject's card shows against the subject's last saved records, and the record's total
 * against its village's register when the subject is a unit.
 */
export function unusualRecord(
  d: CountFormDeclaration,
  subTypeId: number | undefined,
  values: Readonly<Record<string, unknown>>,
  history: FigureHistory,
): UnusualFigure[] {
  const counted = fieldsFor(d, subTypeId).filter((f) => f.type === 'count' && f.summed);
  return unusualFigures(
    values,
    history,
    counted.map((f) => f.name),
    recordTotal(d, values),
  );
}
