import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { DownloadSheetButton, ReportFrame, ReportTable } from '../../custom/exports';
import { useSelectedPlace } from '../../custom/geo-picker';
import { subTypeColumns, typeGroups } from '../../custom/sadyasthiti/summaryRows';
import { useUnitSummary } from '../../custom/sadyasthiti/useUnitSummary';
import { buildSheetRows, placeLabel } from '../../domain';

const T = 'app.unitReports';

/** `/sankalp/ahawal`: designated (active) units per sub-type, one row per child place. */
export function SankalpAhawal() {
  const translate = useTranslate();
  const { place } = useSelectedPlace();
  const { summary, loading, failed } = useUnitSummary(place?.location_id);
  const children = summary?.children ?? [];
  const reportName = translate(`${T}.sankalpReport.title`);
  const totalsLabel = translate(`${T}.total`);
  return (
    <ReportFrame
      title={`${T}.sankalpReport.title`}
      hasPlace={!!place}
      loading={loading || (!!place && !summary && !failed)}
      failed={failed}
      empty={summary && !children.length ? `${T}.noChildren` : undefined}
      actions={
        <DownloadSheetButton
          rows={() => buildSheetRows(subTypeColumns(translate, true), children, totalsLabel)}
          placeLabel={place ? placeLabel(place) : ''}
          reportName={reportName}
        />
      }
    >
      <Typography variant="body2" sx={{ mt: 2 }}>
        {translate(`${T}.sankalpReport.note`)}
      </Typography>
      <ReportTable
        label={reportName}
        columns={subTypeColumns(translate, false)}
        groups={typeGroups(translate)}
        rows={children}
        rowKey={(c) => c.location_id}
        totalsLabel={totalsLabel}
      />
    </ReportFrame>
  );
}
