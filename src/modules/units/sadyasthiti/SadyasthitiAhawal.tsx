import { useTranslate } from 'react-admin';
import { statusColumns, UnitSummaryReport } from '../../gathering/unit-summary';

/** `/sadyashiti/ahawal`: units by current status per child place of the chosen place. */
export function SadyasthitiAhawal() {
  const translate = useTranslate();
  return <UnitSummaryReport report="statusReport" tableColumns={statusColumns(translate)} />;
}
