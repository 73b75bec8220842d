import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { UnitSummary } from '../../../dataProvider/unitSummary';

export interface UnitSummaryState {
  summary: UnitSummary | null;
  loading: boolean;
  failed: boolean;
}

/** The unit counts per child place of the place (POST /sankalp/summary). */
export function useUnitSummary(locationId: number | undefined): UnitSummaryState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<UnitSummaryState>({
    summary: null,
    loading: false,
    failed: false,
  });
  useEffect(() => {
    if (!locationId) return;
    let live = true;
    setState({ summary: null, loading: true, failed: false });
    dataProvider.getUnitSummary(locationId).then(
      (summary) => live && setState({ summary, loading: false, failed: false }),
      () => live && setState({ summary: null, loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, locationId]);
  return state;
}
