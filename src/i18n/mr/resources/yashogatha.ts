export const yashogathaMr = {
  name: 'यशोगाथा',
  fields: {
    photos: 'फोटो',
    title: 'शीर्षक',
    location_id: 'ठिकाण',
    date: 'दिनांक',
    category: 'प्रकार',
    toldBy: 'सांगणारे',
    summary: 'थोडक्यात',
    story: 'यशोगाथा',
  },
  sections: { story: 'माहिती', text: 'कथा' },
  choices: {
    category: { seva: 'सेवा', shakha: 'शाखा', utsav: 'उत्सव', abhiyan: 'अभियान', itar: 'इतर' },
  },
};
