export const sahayogiSansthaEn = {
  name: 'Partner organisations',
  fields: {
    name: 'Organisation',
    location_id: 'Place',
    sansthaType: 'Type',
    workField: 'Field of work',
    members: 'Members',
    headName: "Head's name",
    mobile: 'Mobile',
    address: 'Address',
  },
  sections: { sanstha: 'Organisation', head: 'Head and contact' },
  choices: {
    sansthaType: {
      seva: 'Service',
      shaikshanik: 'Educational',
      dharmik: 'Religious',
      samajik: 'Social',
      krida: 'Sports club',
      itar: 'Other',
    },
  },
};
