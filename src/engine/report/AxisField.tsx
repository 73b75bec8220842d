import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { PERIOD_AXES, axisLabelKey, type AxisName } from '../../domain/periods';

/**
 * The part of a year a form with an axis is entered for (a festival), where no menu entry fixes
 * it: a return made in the browser from a festival form has one screen for every festival.
 */
export function AxisField({
  axis,
  value,
  onChange,
}: {
  axis: AxisName;
  value: string;
  onChange(code: string): void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(`app.countForm.axis.${axis}`)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180 }}
    >
      {PERIOD_AXES[axis].map((v) => (
        <MenuItem key={v.code} value={v.code}>
          {translate(axisLabelKey(axis, v.code))}
        </MenuItem>
      ))}
    </TextField>
  );
}
