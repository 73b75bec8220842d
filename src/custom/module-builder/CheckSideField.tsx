import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { sideProblem } from '../../domain/checks';

/**
 * One side of a check as typed: a field's name, a number (the right side only) or a formula;
 * what is wrong with it shows as one types, else the form's field names.
 */
export function CheckSideField({
  label,
  value,
  names,
  numbers,
  optional,
  onChange,
}: {
  label: string;
  value: string | number;
  names: readonly string[];
  /** The right side takes a bare number. */
  numbers?: boolean;
  /** It may be left empty (an indicator's denominator). */
  optional?: boolean;
  onChange(side: string | number): void;
}) {
  const translate = useTranslate();
  const problem = optional && value === '' ? null : sideProblem(value, new Set(names));
  return (
    <TextField
      size="small"
      label={label}
      value={String(value)}
      onChange={(e) => {
        const text = e.target.value.trim();
        onChange(numbers && text !== '' && !Number.isNaN(Number(text)) ? Number(text) : text);
      }}
      error={problem !== null}
      helperText={problem ? translate(problem.key, problem.args) : names.join(', ')}
      sx={{ minWidth: 200, flex: 1 }}
    />
  );
}
