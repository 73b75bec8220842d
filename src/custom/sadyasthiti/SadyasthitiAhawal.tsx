import { useTranslate } from 'react-admin';
import { statusColumns } from './summaryRows';
import { UnitSummaryReport } from './UnitSummaryReport';

/** `/sadyashiti/ahawal`: units by current status per child place of the chosen place. */
export function SadyasthitiAhawal() {
  const translate = useTranslate();
  return <UnitSummaryReport report="statusReport" tableColumns={statusColumns(translate)} />;
}
