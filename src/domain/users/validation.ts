import * as yup from 'yup';

/** Translation keys of the user forms' messages (src/i18n/<lang>/users.ts). */
export const USER_MESSAGE = {
  NAME_REQUIRED: 'app.users.validation.nameRequired',
  PHONE_DIGITS: 'app.users.validation.phoneDigits',
  PLACE_REQUIRED: 'app.users.validation.placeRequired',
  PLACE_LEVEL: 'app.users.validation.placeLevel',
  EMAIL: 'app.users.validation.email',
  PASSWORD: 'app.users.validation.password',
} as const;

export const NAME_MAX = 100;
export const PHONE_PATTERN = /^\d{10}$/;

const name = yup.string().trim().required(USER_MESSAGE.NAME_REQUIRED).max(NAME_MAX);
const phone = yup.string().trim().required(USER_MESSAGE.PHONE_DIGITS).matches(PHONE_PATTERN, {
  message: USER_MESSAGE.PHONE_DIGITS,
});
const placeId = yup
  .number()
  .typeError(USER_MESSAGE.PLACE_REQUIRED)
  .required(USER_MESSAGE.PLACE_REQUIRED)
  .integer()
  .positive(USER_MESSAGE.PLACE_REQUIRED);

/** Own details: PUT /user/userUpdate and part of every other user form. */
export const ownDetailsSchema = yup.object({ name, phone });

/** An access request: POST /user/forApproval (the place asked for is `location_id`). */
export const accessRequestSchema = yup.object({ name, phone, location_id: placeId });

/** A user an admin or office head creates or edits: POST /user, PUT /user/update. */
export const systemUserSchema = yup.object({
  name,
  phone,
  email: yup.string().trim().required(USER_MESSAGE.EMAIL).email(USER_MESSAGE.EMAIL).max(320),
  // empty: the person sets a password through "forgot password"
  password: yup
    .string()
    .optional()
    .test('password', USER_MESSAGE.PASSWORD, (v) => !v || v.length >= 8),
  location_id: placeId,
  admin: yup.boolean().default(false),
  writeallowed: yup.boolean().default(false),
  karyalay_pramukh: yup.boolean().default(false),
});

/** The edit form and PUT /user/update: the sign-in (e-mail, password) is not changed there. */
export const systemUserUpdateSchema = systemUserSchema.omit(['email', 'password']);

export type OwnDetails = yup.InferType<typeof ownDetailsSchema>;
export type AccessRequest = yup.InferType<typeof accessRequestSchema>;
export type SystemUserInput = yup.InferType<typeof systemUserSchema>;

/** The first problem (a translation key) of each field of `values`; empty when valid. */
export function fieldErrors(
  schema: yup.AnyObjectSchema,
  values: Record<string, unknown>,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const e of error.inner) {
      if (e.path && !errors[e.path]) errors[e.path] = e.message;
    }
    return errors;
  }
}

/** Field errors (translation keys) of the create or edit form; empty when valid. */
export const userFormErrors = (values: Record<string, unknown>, mode: 'create' | 'edit') =>
  fieldErrors(mode === 'create' ? systemUserSchema : systemUserUpdateSchema, values);
