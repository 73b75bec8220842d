import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import type { Unit } from '../../../dataProvider/sankalp';
import { buildSheetRows, plainSheet, sheetFileName, placeLabel } from '../../../domain';
import { DownloadButton, ReportFrame, ReportTable } from '../../../shared/exports';
import { useSelectedPlace } from '../../../shared/geo-picker';
import { activeColumns } from './activeColumns';

const T = 'app.unitReports';
const ALL = { page: 1, perPage: 100_000 };

/** `/sadyashiti/active-suchi`: the active units under the chosen place with their meetings. */
export function ActiveSuchi() {
  const translate = useTranslate();
  const { place } = useSelectedPlace();
  const { data, isPending, error } = useGetList<Unit>(
    'sankalp',
    {
      filter: { location_id: place?.location_id, status: 'active' },
      pagination: ALL,
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: !!place },
  );
  const units = data ?? [];
  const columns = activeColumns(translate);
  const reportName = translate(`${T}.active.title`);
  return (
    <ReportFrame
      title={`${T}.active.title`}
      hasPlace={!!place}
      loading={isPending && !error}
      failed={!!error}
      empty={data && !units.length ? `${T}.active.empty` : undefined}
      printTitle={`${place ? placeLabel(place) : ''} ${reportName}`.trim()}
      printLandscape
      actions={
        <DownloadButton
          build={() => plainSheet(buildSheetRows(columns, units), reportName)}
          fileName={sheetFileName(place ? placeLabel(place) : '', reportName)}
        />
      }
    >
      <Typography variant="body2" sx={{ mt: 2 }}>
        {translate(`${T}.active.count`, { count: units.length })}
      </Typography>
      <ReportTable label={reportName} columns={columns} rows={units} rowKey={(u) => u.id} />
    </ReportFrame>
  );
}
