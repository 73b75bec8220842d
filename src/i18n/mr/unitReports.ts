/** Marathi texts of the unit report and list screens (`app.unitReports.*`). */
export const unitReportsMr = {
  unitReports: {
    pickPlace: 'अहवाल पाहण्यासाठी कृपया भौगोलिक रचना निवडा',
    loading: 'माहिती येत आहे…',
    loadFailed: 'माहिती मिळाली नाही, कृपया पुन्हा प्रयत्न करा',
    noChildren: 'या ठिकाणाखाली कोणतीही भौगोलिक रचना नाही',
    place: 'ठिकाण',
    total: 'एकूण',
    list: {
      title: 'सद्यस्थिती सूची',
    },
    active: {
      title: 'सक्रिय संकल्प सूची',
      empty: 'या ठिकाणी कोणताही सक्रिय संकल्प नाही',
      village: 'गाव/वस्ती',
      count: 'सक्रिय संकल्प: %{count}',
    },
    statusReport: {
      title: 'सद्यस्थिती अहवाल',
    },
    sankalpReport: {
      title: 'संकल्प अहवाल',
      note: 'सध्या सक्रिय असलेले संकल्प, उप-प्रकारानुसार',
    },
  },
};
