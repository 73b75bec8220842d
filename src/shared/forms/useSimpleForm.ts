import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

type Errors<T> = Partial<Record<keyof T, string | undefined>>;

/**
 * Controlled text fields with key-returning validation. Errors show once a field was left or
 * the form submitted; the values stay as typed whatever happens on submit.
 */
export function useSimpleForm<T extends Record<string, string>>(
  initial: T,
  validate: (values: T) => Errors<T>,
) {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);

  const field = (name: keyof T & string) => {
    const error = (submitted || touched[name]) && errors[name];
    return {
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) =>
        setValues((v) => ({ ...v, [name]: e.target.value })),
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
      error: Boolean(error),
      helperText: error ? translate(error) : ' ',
    };
  };

  const handleSubmit = (onValid: (values: T) => void) => (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).every((x) => !x)) onValid(values);
  };

  /** Sets a field from code (a choice that decides another field's choices). */
  const set = (name: keyof T & string, value: string) =>
    setValues((v) => ({ ...v, [name]: value }));

  return { values, field, set, handleSubmit };
}
