export const karyakramEn = {
  name: 'Programme register',
  fields: {
    photos: 'Photos',
    title: 'Programme',
    date: 'Date',
    location_id: 'Place',
    programmeType: 'Type',
    men: 'Men',
    women: 'Women',
    speaker: 'Speaker',
    guest: 'Chief guest',
  },
  sections: { programme: 'Programme', attendance: 'Attendance' },
  choices: {
    programmeType: {
      sabha: 'Public meeting',
      baithak: 'Meeting',
      pradarshani: 'Exhibition',
      melava: 'Gathering',
      itar: 'Other',
    },
  },
};
