import FlagIcon from '@mui/icons-material/Flag';
import type { Unit } from '../../dataProvider/sankalp';
import { SankalpList } from './SankalpList';

export { AddMultiSankalp } from './AddMultiSankalp';
export { SankalpAhawal } from './SankalpAhawal';
export { SankalpDetail } from './SankalpDetail';
export { SankalpList } from './SankalpList';

/** The units resource (संकल्प); its custom pages are routed as the Resource's children. */
export const sankalp = {
  list: SankalpList,
  icon: FlagIcon,
  recordRepresentation: (unit: Unit) => unit.localized_name,
};
