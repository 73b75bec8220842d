/** English refusals of the expression language of checks and indicators (`app.expression.*`). */
export const expressionEn = {
  expression: {
    empty: 'The formula is empty',
    tooLong: 'A formula has at most %{max} characters',
    tooManyTerms: 'A formula has at most %{max} terms',
    tooDeep: 'Brackets and functions nest at most %{max} deep',
    unexpected: '"%{token}" was not expected at position %{at}',
    unfinished: 'The formula is unfinished: it must end with a number, a field or ")"',
    unclosedText: 'The name begun at position %{at} is not closed',
    unknownFunction:
      'Unknown function "%{name}" at position %{at} (sum, previous, last_year, form)',
    twoShifts: 'At position %{at}: previous and last_year cannot be nested',
    twoForms: 'At position %{at}: form cannot be nested',
  },
};
