export const anukulVyaktiMr = {
  name: 'अनुकूल व्यक्ती सूची',
  fields: {
    name: 'नाव',
    kshetra: 'क्षेत्र',
    occupation: 'व्यवसाय',
    mobile: 'मोबाईल',
    address: 'पत्ता',
    location_id: 'ठिकाण',
    metBy: 'भेटणारे कार्यकर्ते',
    followUp: 'पाठपुरावा स्थिती',
    followUpNote: 'पाठपुराव्याची नोंद',
  },
  sections: { person: 'व्यक्ती', followUp: 'पाठपुरावा' },
  choices: {
    kshetra: {
      shikshan: 'शिक्षण',
      arogya: 'आरोग्य',
      udyog: 'उद्योग',
      krushi: 'कृषी',
      kala: 'कला',
      krida: 'क्रीडा',
      dharmik: 'धार्मिक',
      samajik: 'सामाजिक',
      itar: 'इतर',
    },
    followUp: {
      pending: 'संपर्क बाकी',
      contacted: 'संपर्क झाला',
      joined: 'कार्यात सहभागी',
      notInterested: 'इच्छुक नाहीत',
    },
  },
};
