import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { subTypeColumns, UnitSummaryReport } from '../gathering/unit-summary';

/** `/sankalp/ahawal`: designated (active) units per sub-type, one row per child place. */
export function SankalpAhawal() {
  const translate = useTranslate();
  return (
    <UnitSummaryReport
      report="sankalpReport"
      tableColumns={subTypeColumns(translate, false)}
      sheetColumns={subTypeColumns(translate, true)}
      note={
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate('app.unitReports.sankalpReport.note')}
        </Typography>
      }
    />
  );
}
