import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { moduleNameKey, type CountFormDeclaration } from '../../domain/engine';
import { AxisField } from '../../engine/report/AxisField';
import { YearField } from '../../engine/report/YearField';
import type { FormPeriod } from './useFormPeriod';

/** The form, its year, and its month or festival: the choices of a screen over one form's period. */
export function FormPeriodFields({
  forms,
  chosen,
  label,
}: {
  forms: readonly CountFormDeclaration[];
  chosen: FormPeriod;
  /** The form dropdown's label. */
  label: string;
}) {
  const translate = useTranslate();
  const { d, setName, year, setYear, months, monthShown, setMonth, axis, part, setAxisValue } =
    chosen;
  return (
    <>
      <TextField
        select
        size="small"
        label={label}
        value={d?.name ?? ''}
        onChange={(e) => setName(e.target.value)}
        sx={{ minWidth: 240 }}
      >
        {forms.map((f) => (
          <MenuItem key={f.name} value={f.name}>
            {translate(moduleNameKey(f.name))}
          </MenuItem>
        ))}
      </TextField>
      <YearField years={chosen.years} value={year} onChange={setYear} />
      {d?.period === 'month' && (
        <TextField
          select
          size="small"
          label={translate('app.sanghikEntry.month')}
          value={monthShown}
          onChange={(e) => setMonth(Number(e.target.value))}
          sx={{ minWidth: 150 }}
        >
          {months.map((m) => (
            <MenuItem key={m.month} value={m.month}>
              {translate(m.labelKey)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {axis && <AxisField axis={axis} value={part} onChange={setAxisValue} />}
    </>
  );
}
