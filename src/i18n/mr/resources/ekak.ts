/** The units' register labels (`resources.ekak.*`): its fields, its section and statuses. */
export const ekakMr = {
  name: 'संकल्प यादी',
  fields: {
    location_id: 'ठिकाण',
    localized_name: 'नाव',
    ekak_type_id: 'प्रकार',
    ekak_sub_type_id: 'उप-प्रकार',
    start_date: 'सुरुवात दिनांक',
    meeting_day: 'बैठकीचा दिवस',
    meeting_time: 'वेळ',
    meeting_place: 'बैठकीचे ठिकाण',
    notes: 'टीप',
    status: 'सद्यस्थिती',
    status_date: 'सद्यस्थिती दिनांक',
  },
  /** The spec's words of the unit list (/sankalp/list) over the generic list's. */
  list: {
    pickPlace: 'संकल्प पाहण्यासाठी कृपया भौगोलिक रचना निवडा',
    empty: 'या ठिकाणी कोणताही संकल्प नाही',
    deleteTitle: 'संकल्प हटवा',
    deleteConfirm: 'निवडलेले संकल्प हटवायचे?',
    deleted: 'निवडलेले संकल्प हटवले',
    deleteFailed: 'संकल्प हटवता आले नाहीत, कृपया नंतर प्रयत्न करा',
  },
  /** The spec's words of the add-many screen (/sankalp/addmultisankalp). */
  addMany: {
    title: 'अनेक संकल्प जोडा',
    rows: 'संकल्प',
    addRow: 'संकल्प जोडा',
    save: 'सर्व संकल्प जतन करा',
    saved: '%{smart_count} संकल्प यशस्वीरित्या जोडला |||| %{smart_count} संकल्प यशस्वीरित्या जोडले',
    failed: 'संकल्प जोडता आले नाहीत, कृपया माहिती तपासून पुन्हा प्रयत्न करा',
    pickPlace: 'कृपया गाव किंवा वस्ती निवडा',
    wrongLevel: 'संकल्प फक्त गाव/वस्ती स्तरावर नोंदवता येतो. कृपया गाव किंवा वस्ती निवडा',
    readOnly: 'आपल्याला माहिती बदलण्याचा अधिकार नाही',
  },
  /** The details page (/sankalp/detailView/:sankalpId). */
  show: {
    title: 'संकल्प माहिती',
    loading: 'माहिती येत आहे…',
    notFound: 'संकल्प सापडला नाही',
    statusLink: 'सद्यस्थिती पहा / बदला',
    back: 'संकल्प सूची',
  },
  sections: { unit: 'संकल्प' },
  choices: {
    status: { active: 'सक्रिय', paused: 'स्थगित', closed: 'बंद' },
  },
};
