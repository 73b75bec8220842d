import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { formatDay, parseTypedDay } from '../domain/dates';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The stored day, yyyy-mm-dd (or what was typed when it is not a day). */
  value: string | null;
  /** A real day as yyyy-mm-dd; anything else typed as it is (its rule then says why); null. */
  onChange(value: string | null): void;
};

/** The stored value as the field shows it: a day as dd-mm-yyyy, anything else as typed. */
const shown = (v: string | null) => (v && parseTypedDay(v) === v ? formatDay(v) : (v ?? ''));

/**
 * A day typed as dd-mm-yyyy or dd/mm/yyyy whatever the browser's own date format (issue 28: a native date
 * input follows the browser's locale).
 */
export function DayField({ value, onChange, ...props }: Props) {
  const [text, setText] = useState(() => shown(value));
  // a new value from outside (a reload, another record): shown as it is now
  useEffect(() => {
    setText((typed) => ((parseTypedDay(typed) ?? typed) === value ? typed : shown(value)));
  }, [value]);
  return (
    <TextField
      {...props}
      value={text}
      placeholder="dd-mm-yyyy"
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        onChange(typed.trim() === '' ? null : (parseTypedDay(typed) ?? typed));
      }}
    />
  );
}
