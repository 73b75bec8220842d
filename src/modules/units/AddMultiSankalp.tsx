import { ekak } from '../../domain/modules';
import { EntityAddMany } from '../../engine/EntityAddMany';
import { useUnitCalls } from './useUnitCalls';

/** `/sankalp/addmultisankalp`: several units at one गाव/वस्ती, one request, all or nothing. */
export function AddMultiSankalp() {
  const { addMany } = useUnitCalls();
  return <EntityAddMany d={ekak} addMany={addMany!} />;
}
