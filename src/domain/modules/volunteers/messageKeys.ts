/** Translation keys of the volunteer validation messages (spec §5); texts in src/i18n/volunteer. */
export const VOLUNTEER_MESSAGE = {
  MANDATORY: 'app.volunteer.validation.mandatory',
  NUMBER: 'app.volunteer.validation.number',
  TEN_DIGITS: 'app.volunteer.validation.tenDigits',
  SIX_DIGITS: 'app.volunteer.validation.sixDigits',
  WRONG_SELECTION: 'app.volunteer.validation.wrongSelection',
  SELECTION_MANDATORY: 'app.volunteer.validation.selectionMandatory',
  INVALID_EMAIL: 'app.volunteer.validation.invalidEmail',
  DATE_OF_BIRTH: 'app.volunteer.validation.dateOfBirth',
  TOO_LONG: 'app.volunteer.validation.tooLong',
  CHARACTERS: 'app.volunteer.validation.characters',
} as const;
