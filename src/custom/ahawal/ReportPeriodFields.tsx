import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reportMonthChoices, yearChoices } from '../../domain';
import type { ReportPeriod } from './reportPeriod';

interface Props {
  today: Date;
  value: ReportPeriod;
  onChange(period: ReportPeriod): void;
}

/** The report's month (current and up to four back, Marathi names) and financial year. */
export function ReportPeriodFields({ today, value, onChange }: Props) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('app.ahawal.month')}
        value={value.month}
        onChange={(e) => onChange({ ...value, month: Number(e.target.value) })}
        sx={{ minWidth: 150 }}
      >
        {reportMonthChoices(today).map(({ month, labelKey }) => (
          <MenuItem key={month} value={month}>
            {translate(labelKey)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('app.ahawal.year')}
        value={value.year}
        onChange={(e) => onChange({ ...value, year: e.target.value })}
        sx={{ minWidth: 130 }}
      >
        {yearChoices(today).map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
