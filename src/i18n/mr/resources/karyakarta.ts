export const karyakartaMr = {
  name: 'कार्यकर्ता सूची',
  fields: {
    name: 'नाव',
    mobile: 'मोबाईल',
    responsibility: 'दायित्व',
    location_id: 'ठिकाण',
    daysGiven: 'दिलेले दिवस',
  },
  sections: { karyakarta: 'कार्यकर्ता' },
  choices: {},
};
