import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { DayField } from './DayField';

type Props = InputProps & {
  fullWidth?: boolean;
  /** The form's value as the field's yyyy-mm-dd (the volunteer register keeps dd-mm-yyyy). */
  toDay?: (stored: string) => string;
  /** The field's yyyy-mm-dd (or what was typed) as the form keeps it. */
  fromDay?: (day: string) => string;
};

const same = (v: string) => v;

/**
 * A react-admin date input shown as dd-mm-yyyy (typed either way) whatever the browser's own date
 * format (issue 28); the form keeps yyyy-mm-dd unless `toDay`/`fromDay` say otherwise.
 */
export function DayInput(allProps: Props) {
  const { toDay = same, fromDay = same, label, helperText, fullWidth, ...props } = allProps;
  const { field, fieldState, isRequired } = useInput(props);
  const stored = typeof field.value === 'string' && field.value ? field.value : null;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <DayField
      id={field.name}
      name={field.name}
      value={stored ? toDay(stored) : null}
      onChange={(day) => field.onChange(day === null ? '' : fromDay(day))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled}
      label={<FieldTitle label={label} source={props.source} isRequired={isRequired} />}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} helperText={helperText} />}
      InputLabelProps={{ shrink: true }}
      size="small"
      margin="dense"
      fullWidth={fullWidth}
    />
  );
}
