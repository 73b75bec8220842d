/** Marathi texts of the geographic-structure picker (`app.picker.*`) and tree page (`app.geo.*`). */
export const pickerMr = {
  picker: {
    title: 'भौगोलिक रचना निवडा',
    prompt: 'कृपया भौगोलिक रचना निवडा',
    open: 'भौगोलिक रचना बदला',
    cancel: 'निवड रद्द करा',
    confirm: 'निवडा: %{place}',
    loading: 'माहिती लोड होत आहे...',
    loadFailed: 'भौगोलिक रचना लोड करता आली नाही. कृपया पुन्हा प्रयत्न करा.',
    retry: 'पुन्हा प्रयत्न करा',
    noChildren: 'या ठिकाणाखाली इतर ठिकाणे नाहीत',
    onlyLevels: 'फक्त या स्तराचे ठिकाण निवडता येईल: %{levels}',
    notSelectable: 'हा स्तर येथे निवडता येत नाही',
    tree: 'भौगोलिक रचनेचा वृक्ष',
    search: {
      label: 'ठिकाण शोधा',
      placeholder: 'ठिकाणाचे नाव लिहा (किमान २ अक्षरे)',
      results: 'शोध परिणाम',
      noResults: 'जुळणारे ठिकाण सापडले नाही',
      failed: 'शोध करता आला नाही. कृपया पुन्हा प्रयत्न करा.',
    },
  },
  geo: {
    tree: {
      title: 'भौगोलिक रचना',
      legend: 'स्तरांचे रंग',
      childCount: '%{smart_count} उप-ठिकाण |||| %{smart_count} उप-ठिकाणे',
      empty: 'या ठिकाणाखाली कोणतीही ठिकाणे नाहीत',
      noPlace: 'आपले ठिकाण उपलब्ध नाही. कृपया पुन्हा लॉगिन करा.',
    },
  },
};
