/** Translation keys of the declared modules' validation messages (`app.entity.validation.*`). */
export const ENTITY_MESSAGE = {
  REQUIRED: 'app.entity.validation.required',
  TOO_LONG: 'app.entity.validation.tooLong',
  CHARACTERS: 'app.entity.validation.characters',
  NUMBER: 'app.entity.validation.number',
  MIN: 'app.entity.validation.min',
  MAX: 'app.entity.validation.max',
  DATE: 'app.entity.validation.date',
  FUTURE_DATE: 'app.entity.validation.futureDate',
  CHOICE: 'app.entity.validation.choice',
  PHONE: 'app.entity.validation.phone',
  EMAIL: 'app.entity.validation.email',
  FLAG: 'app.entity.validation.flag',
  UNKNOWN: 'app.entity.validation.unknown',
  TYPE: 'app.entity.validation.type',
  PLACE_LEVEL: 'app.entity.validation.placeLevel',
} as const;

export type EntityMessageKey = (typeof ENTITY_MESSAGE)[keyof typeof ENTITY_MESSAGE];

/** One field's problem: the key of its message and the values the message names. */
export interface FieldIssue {
  field: string;
  /** An ENTITY_MESSAGE key, or a named rule's message. */
  key: string;
  args?: Record<string, string | number>;
}
