export const sevaVastiMr = {
  name: 'सेवा वस्ती',
  fields: {
    name: 'वस्तीचे नाव',
    location_id: 'ठिकाण',
    vastiType: 'वस्तीचा प्रकार',
    households: 'कुटुंब संख्या',
    population: 'लोकसंख्या',
    activities: 'सेवा कार्ये',
    contactName: 'संपर्क कार्यकर्त्याचे नाव',
    contactMobile: 'संपर्क मोबाईल',
  },
  sections: { vasti: 'वस्ती', service: 'सेवा कार्ये', contact: 'संपर्क' },
  choices: {
    vastiType: {
      zopadpatti: 'झोपडपट्टी',
      vanvasiPada: 'वनवासी पाडा',
      graminVasti: 'ग्रामीण वस्ती',
      itar: 'इतर',
    },
    activities: {
      balsanskar: 'बालसंस्कार केंद्र',
      abhyasika: 'अभ्यासिका',
      arogya: 'आरोग्य केंद्र',
      sanskarVarg: 'संस्कार वर्ग',
      swayamrojgar: 'स्वयंरोजगार',
      itar: 'इतर',
    },
  },
};
