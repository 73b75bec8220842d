export const sevaVastiEn = {
  name: 'Seva vasti',
  fields: {
    name: 'Name of the vasti',
    location_id: 'Place',
    vastiType: 'Type',
    households: 'Households',
    population: 'Population',
    activities: 'Service activities',
    contactName: 'Contact karyakarta',
    contactMobile: 'Contact mobile',
  },
  sections: { vasti: 'Vasti', service: 'Service activities', contact: 'Contact' },
  choices: {
    vastiType: {
      zopadpatti: 'Slum',
      vanvasiPada: 'Forest hamlet',
      graminVasti: 'Rural settlement',
      itar: 'Other',
    },
    activities: {
      balsanskar: 'Bal sanskar kendra',
      abhyasika: 'Study centre',
      arogya: 'Health centre',
      sanskarVarg: 'Sanskar class',
      swayamrojgar: 'Self-employment',
      itar: 'Other',
    },
  },
};
