/** Marathi texts of the volunteer report builder (`app.volunteerReport.*`). */
export const volunteerReportMr = {
  volunteerReport: {
    title: 'स्वयंसेवक अहवाल',
    pickPlace: 'कृपया प्रथम भौगोलिक रचना निवडा',
    tooWide: 'कृपया अधिक नेमके ठिकाण निवडा',
    columns: 'अहवालातील स्तंभ',
    uniform: 'गणवेश',
    other: 'इतर',
    filters: 'निवड निकष',
    generate: 'अहवाल तयार करा',
    cancel: 'रद्द करा',
    wait: 'कृपया थोडा वेळ थांबा...',
    progress: '%{total} पैकी %{done} स्वयंसेवक आले',
    empty: 'माहिती उपलब्ध नाही',
    failed: 'माहिती उपलब्ध नाही, कृपया नंतर पुन्हा प्रयत्न करा',
    done: 'फाइल यशस्वीरित्या डाउनलोड झाली',
    referenceFailed: 'निवडीच्या याद्या मिळाल्या नाहीत, कृपया नंतर पुन्हा प्रयत्न करा',
  },
};
