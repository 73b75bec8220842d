export const karyakramMr = {
  name: 'कार्यक्रम वृत्त',
  fields: {
    photos: 'फोटो',
    title: 'कार्यक्रमाचे नाव',
    date: 'दिनांक',
    location_id: 'ठिकाण',
    programmeType: 'कार्यक्रमाचा प्रकार',
    men: 'पुरुष उपस्थिती',
    women: 'महिला उपस्थिती',
    speaker: 'वक्ते',
    guest: 'प्रमुख पाहुणे',
  },
  sections: { programme: 'कार्यक्रम', attendance: 'उपस्थिती' },
  choices: {
    programmeType: {
      sabha: 'सभा',
      baithak: 'बैठक',
      pradarshani: 'प्रदर्शनी',
      melava: 'मेळावा',
      itar: 'इतर',
    },
  },
};
