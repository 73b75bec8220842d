import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
  REPORT_FILTER_FIELDS,
  type ReportFilterField,
  type ReportFilterValues,
} from './reportFilterOptions';

export interface ReportFilterFieldsProps {
  values: ReportFilterValues;
  options: Partial<Record<ReportFilterField, string[]>>;
  onChange(field: ReportFilterField, chosen: string[]): void;
}

/** The declared multi-select filters; a dependent one is empty until its parent has a choice. */
export function ReportFilterFields({ values, options, onChange }: ReportFilterFieldsProps) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('app.volunteerReport.filters')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        }}
      >
        {REPORT_FILTER_FIELDS.map((field) => {
          const offered = options[field] ?? [];
          const chosen = values[field] ?? [];
          return (
            <Autocomplete
              key={field}
              multiple
              size="small"
              options={offered}
              value={chosen}
              disabled={offered.length === 0 && chosen.length === 0}
              onChange={(_, next) => onChange(field, next)}
              renderInput={(params) => (
                <TextField {...params} label={translate(`app.volunteer.fields.${field}`)} />
              )}
            />
          );
        })}
      </Box>
    </Box>
  );
}
