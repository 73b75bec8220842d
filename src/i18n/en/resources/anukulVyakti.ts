export const anukulVyaktiEn = {
  name: 'Favourable persons',
  fields: {
    name: 'Name',
    kshetra: 'Field',
    occupation: 'Occupation',
    mobile: 'Mobile',
    address: 'Address',
    location_id: 'Place',
    metBy: 'Met by',
    followUp: 'Follow-up status',
    followUpNote: 'Follow-up note',
  },
  sections: { person: 'Person', followUp: 'Follow-up' },
  choices: {
    kshetra: {
      shikshan: 'Education',
      arogya: 'Health',
      udyog: 'Industry',
      krushi: 'Agriculture',
      kala: 'Arts',
      krida: 'Sports',
      dharmik: 'Religious',
      samajik: 'Social',
      itar: 'Other',
    },
    followUp: {
      pending: 'To contact',
      contacted: 'Contacted',
      joined: 'Joined the work',
      notInterested: 'Not interested',
    },
  },
};
