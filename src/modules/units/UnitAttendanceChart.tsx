import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { monthKey } from '../../domain';
import type { UnitAttendanceMonth } from '../../dataProvider/unitAttendance';

/** A small bar chart of a unit's total attendance per month. */
export function UnitAttendanceChart({ months }: { months: UnitAttendanceMonth[] }) {
  const translate = useTranslate();
  const label = translate('app.unitAttendance.chart');
  return (
    <BarChart
      aria-label={label}
      height={200}
      hideLegend
      xAxis={[{ scaleType: 'band', data: months.map((m) => translate(monthKey(m.month))) }]}
      series={[{ data: months.map((m) => m.total), label }]}
    />
  );
}
