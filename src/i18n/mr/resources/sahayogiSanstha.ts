export const sahayogiSansthaMr = {
  name: 'सहयोगी संस्था माहिती',
  fields: {
    name: 'संस्थेचे नाव',
    location_id: 'ठिकाण',
    sansthaType: 'संस्थेचा प्रकार',
    workField: 'कार्यक्षेत्र',
    members: 'सदस्य संख्या',
    headName: 'प्रमुखांचे नाव',
    mobile: 'मोबाईल',
    address: 'पत्ता',
  },
  sections: { sanstha: 'संस्था', head: 'प्रमुख व संपर्क' },
  choices: {
    sansthaType: {
      seva: 'सेवा संस्था',
      shaikshanik: 'शैक्षणिक संस्था',
      dharmik: 'धार्मिक संस्था',
      samajik: 'सामाजिक संस्था',
      krida: 'क्रीडा मंडळ',
      itar: 'इतर',
    },
  },
};
