import { useTranslate } from 'react-admin';
import { buildSheetRows, placeLabel } from '../../domain';
import { DownloadSheetButton, ReportFrame, ReportTable } from '../exports';
import { useSelectedPlace } from '../geo-picker';
import { statusColumns } from './summaryRows';
import { useUnitSummary } from './useUnitSummary';

const T = 'app.unitReports';

/** `/sadyashiti/ahawal`: units by current status per child place of the chosen place. */
export function SadyasthitiAhawal() {
  const translate = useTranslate();
  const { place } = useSelectedPlace();
  const { summary, loading, failed } = useUnitSummary(place?.location_id);
  const children = summary?.children ?? [];
  const columns = statusColumns(translate);
  const reportName = translate(`${T}.statusReport.title`);
  const totalsLabel = translate(`${T}.total`);
  return (
    <ReportFrame
      title={`${T}.statusReport.title`}
      hasPlace={!!place}
      loading={loading || (!!place && !summary && !failed)}
      failed={failed}
      empty={summary && !children.length ? `${T}.noChildren` : undefined}
      actions={
        <DownloadSheetButton
          rows={() => buildSheetRows(columns, children, totalsLabel)}
          placeLabel={place ? placeLabel(place) : ''}
          reportName={reportName}
        />
      }
    >
      <ReportTable
        label={reportName}
        columns={columns}
        rows={children}
        rowKey={(c) => c.location_id}
        totalsLabel={totalsLabel}
      />
    </ReportFrame>
  );
}
