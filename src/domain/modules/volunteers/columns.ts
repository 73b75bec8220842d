import {
  VOLUNTEER_FIELDS,
  type VolunteerFieldDeclaration,
  type VolunteerFieldKey,
  type VolunteerFlagKey,
  type VolunteerTextKey,
} from './fields';

export * from './fields';

/**
 * The columns of a volunteer row (spec §3) as the upload spreadsheet, its template, the server
 * and the report read them: derived from the declaration in fields.ts.
 * 'digits': a number the API gives as an integer; 'phone': digits kept as text.
 */
export type VolunteerColumnType =
  'text' | 'digits' | 'phone' | 'email' | 'date' | 'choice' | 'flag';

export interface VolunteerColumn {
  key: VolunteerFieldKey;
  header: string;
  type: VolunteerColumnType;
  flag: boolean;
}

const COLUMN_TYPE: Record<VolunteerFieldDeclaration['type'], VolunteerColumnType> = {
  text: 'text',
  longText: 'text',
  integer: 'digits',
  phone: 'phone',
  email: 'email',
  date: 'date',
  select: 'choice',
  yesNo: 'flag',
};

/** In spreadsheet order. */
export const VOLUNTEER_COLUMNS: readonly VolunteerColumn[] = VOLUNTEER_FIELDS.map((field) => ({
  key: field.name,
  header: field.header,
  type: COLUMN_TYPE[field.type],
  flag: field.type === 'yesNo',
}));

const isFlag = (field: { type: string }) => field.type === 'yesNo';

/** Every field but the yes/no flags, in spreadsheet order. */
export const VOLUNTEER_TEXT_FIELDS = VOLUNTEER_FIELDS.filter((f) => !isFlag(f)).map(
  (f) => f.name,
) as readonly VolunteerTextKey[];

/** The yes/no fields, in spreadsheet order. */
export const VOLUNTEER_FLAG_FIELDS = VOLUNTEER_FIELDS.filter(isFlag).map(
  (f) => f.name,
) as readonly VolunteerFlagKey[];

/** The Marathi yes word: a flag cell reading it is true, anything else false. */
export { NO_WORD, YES_WORD } from '../../sheet';

/** The fields the API gives as integers (spec §3): PIN code and mobile. */
export const VOLUNTEER_INTEGER_KEYS: readonly VolunteerFieldKey[] = VOLUNTEER_COLUMNS.filter(
  (c) => c.type === 'digits',
).map((c) => c.key);

/** The declaration of each field by name. */
export const VOLUNTEER_FIELD: Readonly<Record<VolunteerFieldKey, VolunteerFieldDeclaration>> =
  Object.fromEntries(VOLUNTEER_FIELDS.map((f) => [f.name, f])) as Record<
    VolunteerFieldKey,
    VolunteerFieldDeclaration
  >;

/** The fields matching `test`, in declaration order. */
export const volunteerFieldsWhere = (
  test: (field: VolunteerFieldDeclaration) => boolean,
): VolunteerFieldKey[] =>
  (VOLUNTEER_FIELDS as readonly VolunteerFieldDeclaration[])
    .filter(test)
    .map((f) => f.name as VolunteerFieldKey);
