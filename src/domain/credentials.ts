/** Field validators: each returns a translation key, or undefined when the value is fine. */
export type Validator = (value: string) => string | undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Firebase Authentication refuses shorter passwords. */
export const PASSWORD_MIN = 6;

export const required: Validator = (v) => (v.trim() ? undefined : 'app.validation.required');

export const email: Validator = (v) =>
  required(v) ?? (EMAIL.test(v.trim()) ? undefined : 'app.validation.email');

export const newPassword: Validator = (v) =>
  required(v) ?? (v.length >= PASSWORD_MIN ? undefined : 'app.validation.passwordMin');

export const sameAs =
  (other: string): Validator =>
  (v) =>
    required(v) ?? (v === other ? undefined : 'app.validation.passwordMismatch');

export const differentFrom =
  (other: string): Validator =>
  (v) =>
    newPassword(v) ?? (v !== other ? undefined : 'app.validation.passwordSame');
