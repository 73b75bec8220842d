/** Marathi texts of the volunteer register (`app.volunteer.*`). */
export const volunteerMr = {
  volunteer: {
    validation: {
      tooLong: '"%{field}" खूप मोठे आहे',
      characters: '"%{field}" मध्ये न चालणारी अक्षरे आहेत',
      mandatory: '"%{field}" आवश्यक आहे',
      number: '"%{field}" संख्या असावी',
      tenDigits: '"%{field}" १० अंकी संख्या असावी',
      sixDigits: '"%{field}" ६ अंकी असावा',
      wrongSelection: '"%{field}" चुकीची निवड केली आहे',
      selectionMandatory: '"%{field}" निवड आवश्यक आहे',
      invalidEmail: '"%{field}" योग्य नाही',
      dateOfBirth: 'कृपया योग्य जन्मतारीख निवडा',
    },
    rowWarning: 'ओळ क्रमांक %{row} मध्ये: %{messages}.',
  },
};
