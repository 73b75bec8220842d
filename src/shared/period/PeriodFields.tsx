import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { entryMonthChoices, yearChoices } from '../../domain';
import type { Period } from './periodStore';

interface Props {
  today: Date;
  value: Period;
  onChange(period: Period): void;
  /** The months offered (default: those open for the gathering's entry). */
  monthChoices?: typeof entryMonthChoices;
  /** The financial years offered (default: every one so far). */
  years?: readonly string[];
}

/** The month (Marathi names) and financial-year dropdowns of monthly entry and the reports. */
export function PeriodFields({
  today,
  value,
  onChange,
  monthChoices = entryMonthChoices,
  years = yearChoices(today),
}: Props) {
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
        {monthChoices(today).map(({ month, labelKey }) => (
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
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
