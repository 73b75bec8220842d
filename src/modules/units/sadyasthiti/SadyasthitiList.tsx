import { useTranslate } from 'react-admin';
import { ekak } from '../../../domain/modules';
import { EntityList } from '../../../engine/EntityList';
import { useUnitCalls } from '../useUnitCalls';

/**
 * `/sadyashiti/list`: the units' register listed under the chosen place with their current
 * status and its date (the generic list, read-only), each row opening its status page.
 */
export function SadyasthitiList() {
  const translate = useTranslate();
  const calls = useUnitCalls();
  return (
    <EntityList
      d={ekak}
      writable={false}
      calls={calls}
      listedAs={{
        name: 'sadyasthiti',
        title: translate('app.unitReports.list.title'),
        rowPath: (id) => `/sadyasthiti/view/${id}`,
      }}
    />
  );
}
