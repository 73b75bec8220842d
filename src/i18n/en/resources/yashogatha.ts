export const yashogathaEn = {
  name: 'Success stories',
  fields: {
    photos: 'Photos',
    title: 'Title',
    location_id: 'Place',
    date: 'Date',
    category: 'Category',
    toldBy: 'Told by',
    summary: 'Summary',
    story: 'Story',
  },
  sections: { story: 'Details', text: 'Story' },
  choices: {
    category: {
      seva: 'Service',
      shakha: 'Shakha',
      utsav: 'Festival',
      abhiyan: 'Campaign',
      itar: 'Other',
    },
  },
};
