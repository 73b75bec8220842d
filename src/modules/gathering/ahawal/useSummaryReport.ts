import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { isReportLevel, type PlaceRef } from '../../../domain';
import {
  NO_RECORD_MESSAGE,
  reportPathFor,
  reportView,
  type Comparison,
  type ReportView,
  type SummaryReport,
} from '../../../domain/report';
import type { Period } from '../../../shared/period/periodStore';

export type ReportState =
  | { status: 'idle' }
  | { status: 'noPlace' }
  | { status: 'wrongLevel' }
  | { status: 'loading' }
  | { status: 'noRecord' }
  | { status: 'failed' }
  | { status: 'unknownView' }
  | { status: 'ready'; report: SummaryReport; view: ReportView };

/** Asks for the summary report of a place and month, and says what the screen shows. */
export function useSummaryReport() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<ReportState>({ status: 'idle' });

  const find = async (place: PlaceRef | null, period: Period, comparison: Comparison = null) => {
    if (!place) return setState({ status: 'noPlace' });
    const path = reportPathFor(place.level_id);
    if (!isReportLevel(place.level_id) || !path) return setState({ status: 'wrongLevel' });
    setState({ status: 'loading' });
    try {
      const report = await dataProvider.getSummaryReport(path, {
        locationId: place.location_id,
        ...period,
        ...(comparison ? { [comparison]: true } : {}),
      });
      if (report.message === NO_RECORD_MESSAGE) return setState({ status: 'noRecord' });
      const view = reportView(report.level_id, report.name_suffix);
      setState(view ? { status: 'ready', report, view } : { status: 'unknownView' });
    } catch (error) {
      console.error(error);
      setState({ status: 'failed' });
    }
  };

  return { state, find };
}
