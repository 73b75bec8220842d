import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type ReactNode } from 'react';

export interface AuthTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur?(): void;
  error?: boolean;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  endAdornment?: ReactNode;
}

/**
 * The outlined text field of the public forms, built from its parts: MUI's TextField also
 * brings Select, Menu and Popper, which the sign-in page would then load (issue 13).
 */
export function AuthTextField({
  label,
  helperText,
  error,
  required,
  endAdornment,
  ...input
}: AuthTextFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        endAdornment={endAdornment}
        aria-describedby={helperText ? `${id}-help` : undefined}
        {...input}
      />
      {helperText && <FormHelperText id={`${id}-help`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
