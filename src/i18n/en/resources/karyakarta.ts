export const karyakartaEn = {
  name: 'Karyakarta list',
  fields: {
    name: 'Name',
    mobile: 'Mobile',
    responsibility: 'Responsibility',
    location_id: 'Place',
    daysGiven: 'Days given',
  },
  sections: { karyakarta: 'Karyakarta' },
  choices: {},
};
