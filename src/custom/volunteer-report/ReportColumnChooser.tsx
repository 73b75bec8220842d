import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
  toggleReportGroup,
  VOLUNTEER_COLUMNS,
  VOLUNTEER_REPORT_LOCKED,
  VOLUNTEER_UNIFORM_FIELDS,
  VOLUNTEER_VEHICLE_FIELDS,
  type VolunteerFieldKey,
} from '../../domain/volunteer';

const T = 'app.volunteerReport';
const GROUPS = [
  { label: `${T}.uniform`, fields: VOLUNTEER_UNIFORM_FIELDS },
  { label: `${T}.other`, fields: VOLUNTEER_VEHICLE_FIELDS },
];

export interface ReportColumnChooserProps {
  /** The chosen columns, in the order they were chosen (locked ones first). */
  columns: VolunteerFieldKey[];
  onChange(columns: VolunteerFieldKey[]): void;
}

/** A checkbox per volunteer field (first name and surname locked on) and two group toggles. */
export function ReportColumnChooser({ columns, onChange }: ReportColumnChooserProps) {
  const translate = useTranslate();
  const toggle = (key: VolunteerFieldKey, on: boolean) =>
    onChange(on ? [...columns, key] : columns.filter((k) => k !== key));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate(`${T}.columns`)}
      </Typography>
      <FormGroup row>
        {GROUPS.map(({ label, fields }) => {
          const chosen = fields.filter((f) => columns.includes(f)).length;
          return (
            <FormControlLabel
              key={label}
              label={translate(label)}
              control={
                <Checkbox
                  checked={chosen === fields.length}
                  indeterminate={chosen > 0 && chosen < fields.length}
                  onChange={(e) => onChange(toggleReportGroup(columns, fields, e.target.checked))}
                />
              }
            />
          );
        })}
      </FormGroup>
      <Divider sx={{ my: 1 }} />
      <FormGroup row>
        {VOLUNTEER_COLUMNS.map(({ key }) => {
          const locked = VOLUNTEER_REPORT_LOCKED.includes(key);
          return (
            <FormControlLabel
              key={key}
              sx={{ minWidth: 200 }}
              label={translate(`app.volunteer.fields.${key}`)}
              disabled={locked}
              control={
                <Checkbox
                  checked={locked || columns.includes(key)}
                  onChange={(e) => toggle(key, e.target.checked)}
                />
              }
            />
          );
        })}
      </FormGroup>
    </Box>
  );
}
