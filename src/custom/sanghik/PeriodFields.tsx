import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { entryMonthChoices, yearChoices } from '../../domain';
import type { Period } from './entry';

interface Props {
  today: Date;
  value: Period;
  onChange(period: Period): void;
}

/** The month (Marathi names, the months open for entry) and financial-year dropdowns. */
export function PeriodFields({ today, value, onChange }: Props) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('app.sanghikEntry.month')}
        value={value.month}
        onChange={(e) => onChange({ ...value, month: Number(e.target.value) })}
        sx={{ minWidth: 150 }}
      >
        {entryMonthChoices(today).map(({ month, labelKey }) => (
          <MenuItem key={month} value={month}>
            {translate(labelKey)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('app.sanghikEntry.year')}
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
