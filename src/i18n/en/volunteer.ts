/** English texts of the volunteer register (`app.volunteer.*`). */
export const volunteerEn = {
  volunteer: {
    validation: {
      tooLong: '"%{field}" is too long',
      characters: '"%{field}" holds characters that are not allowed',
      mandatory: '"%{field}" is mandatory',
      number: '"%{field}" must be a number',
      tenDigits: '"%{field}" must be a 10-digit number',
      sixDigits: '"%{field}" must be 6 digits',
      wrongSelection: '"%{field}" wrong selection made',
      selectionMandatory: '"%{field}" selection is mandatory',
      invalidEmail: '"%{field}" is not valid',
      dateOfBirth: 'Please select a valid date of birth',
    },
    rowWarning: 'In row number %{row}: %{messages}.',
  },
};
