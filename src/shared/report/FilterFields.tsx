import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export type FilterValue = string | boolean;

export interface FilterChoice {
  value: FilterValue;
  label: string;
}

export interface ReportFilter {
  key: string;
  label: string;
  /** What may be chosen now (a dependent filter offers nothing until its parent has a choice). */
  options: readonly FilterChoice[];
}

export interface FilterFieldsProps {
  /** The texts' key prefix (`<texts>.filters`). */
  texts: string;
  filters: readonly ReportFilter[];
  values: Readonly<Record<string, readonly FilterValue[]>>;
  onChange(key: string, chosen: FilterValue[]): void;
}

/** A multiple choice per filter, laid out in a grid. */
export function FilterFields({ texts, filters, values, onChange }: FilterFieldsProps) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate(`${texts}.filters`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        }}
      >
        {filters.map(({ key, label, options }) => {
          const chosen = values[key] ?? [];
          return (
            <Autocomplete
              key={key}
              multiple
              size="small"
              options={options as FilterChoice[]}
              value={options.filter((o) => chosen.includes(o.value))}
              getOptionLabel={(o) => o.label}
              isOptionEqualToValue={(o, v) => o.value === v.value}
              disabled={options.length === 0 && chosen.length === 0}
              onChange={(_, next) =>
                onChange(
                  key,
                  next.map((o) => o.value),
                )
              }
              renderInput={(params) => <TextField {...params} label={label} />}
            />
          );
        })}
      </Box>
    </Box>
  );
}
