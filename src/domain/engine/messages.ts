/** Translation keys of the declared modules' validation messages (`app.entity.validation.*`). */
export const ENTITY_MESSAGE = {
  REQUIRED: 'app.entity.validation.required',
  TOO_LONG: 'app.entity.validation.tooLong',
  CHARACTERS: 'app.entity.validation.characters',
  NUMBER: 'app.entity.validation.number',
  MIN: 'app.entity.validation.min',
  MAX: 'app.entity.validation.max',
  DATE: 'app.entity.validation.date',
  TIME: 'app.entity.validation.time',
  FUTURE_DATE: 'app.entity.validation.futureDate',
  CHOICE: 'app.entity.validation.choice',
  PHONE: 'app.entity.validation.phone',
  DIGITS: 'app.entity.validation.digits',
  EMAIL: 'app.entity.validation.email',
  FLAG: 'app.entity.validation.flag',
  UNKNOWN: 'app.entity.validation.unknown',
  TYPE: 'app.entity.validation.type',
  PLACE_LEVEL: 'app.entity.validation.placeLevel',
  PHOTOS: 'app.entity.validation.photos',
} as const;

export type EntityMessageKey = (typeof ENTITY_MESSAGE)[keyof typeof ENTITY_MESSAGE];

/**
 * What the rule engine finds wrong with a value, before it is put into words: a declaration
 * (or one field) may word a problem its own way (`messages`, like ODK's required_message);
 * otherwise these keys say it.
 */
export const PROBLEM_MESSAGE = {
  required: ENTITY_MESSAGE.REQUIRED,
  /** A choice left empty (a select). */
  requiredChoice: ENTITY_MESSAGE.REQUIRED,
  tooLong: ENTITY_MESSAGE.TOO_LONG,
  characters: ENTITY_MESSAGE.CHARACTERS,
  number: ENTITY_MESSAGE.NUMBER,
  min: ENTITY_MESSAGE.MIN,
  max: ENTITY_MESSAGE.MAX,
  date: ENTITY_MESSAGE.DATE,
  time: ENTITY_MESSAGE.TIME,
  choice: ENTITY_MESSAGE.CHOICE,
  phone: ENTITY_MESSAGE.PHONE,
  /** A number of digits (`digits`) of the wrong count. */
  digits: ENTITY_MESSAGE.DIGITS,
  email: ENTITY_MESSAGE.EMAIL,
  flag: ENTITY_MESSAGE.FLAG,
  /** More photos than the field takes, or a value that is not a photo's id. */
  photos: ENTITY_MESSAGE.PHOTOS,
} as const;

export type Problem = keyof typeof PROBLEM_MESSAGE;

/**
 * A declaration's or a field's own words for some problems (translation keys); a field's `rule`
 * words its named rule's breach instead of the rule's own message.
 */
export type ProblemMessages = Readonly<Partial<Record<Problem | 'rule', string>>>;

/** One field's problem: the key of its message and the values the message names. */
export interface FieldIssue {
  field: string;
  /** An ENTITY_MESSAGE key, a declaration's own (`messages`), or a named rule's message. */
  key: string;
  args?: Record<string, string | number>;
}

/** The key that words a field's problem: the field's own words, the form's, else the engine's. */
export const problemKey = (
  form: { messages?: ProblemMessages },
  field: { messages?: ProblemMessages } | undefined,
  problem: Problem,
): string => field?.messages?.[problem] ?? form.messages?.[problem] ?? PROBLEM_MESSAGE[problem];

/** The words a `messages` table may give: the problems, and a field's named rule. */
export const isWordedProblem = (name: string): boolean =>
  name in PROBLEM_MESSAGE || name === 'rule';
