import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { UnitAttendanceMonth } from '../../dataProvider/unitAttendance';

export type AttendanceState =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; months: UnitAttendanceMonth[] };

/** A unit's attendance for the last 12 months. */
export function useUnitAttendance(sankalpId: number): AttendanceState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<AttendanceState & { id?: number }>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => dataProvider.getUnitAttendance(sankalpId))
      .then((months) => live && setState({ status: 'done', months, id: sankalpId }))
      .catch(() => live && setState({ status: 'error', id: sankalpId }));
    return () => {
      live = false;
    };
  }, [dataProvider, sankalpId]);
  return state.id === sankalpId ? state : { status: 'loading' };
}
