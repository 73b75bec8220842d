/** Marathi texts of the volunteer list, dialog and history (`app.volunteerScreens.*`). */
export const volunteerScreensMr = {
  volunteerScreens: {
    dialog: {
      addTitle: 'स्वयंसेवक सूची: भरा',
      editTitle: 'स्वयंसेवक सूची: दुरुस्ती',
      dateFormat: 'दिनांक-महिना-वर्ष: %{date}',
      yes: 'होय',
      no: 'नाही',
      save: 'जतन करा',
      update: 'अद्ययावत करा',
      cancel: 'रद्द करा',
      close: 'बंद करा',
      history: 'मागील माहिती दाखवा',
      readOnly: 'आपल्याला माहिती बदलण्याचा अधिकार नाही; ही माहिती फक्त वाचण्यासाठी आहे',
      added: 'स्वयंसेवक यशस्वीरित्या जोडला',
      updated: 'माहिती यशस्वीरित्या अद्ययावत केली',
      failed: 'काहीतरी चूक झाली, कृपया नंतर पुन्हा प्रयत्न करा.',
      updateFailed: 'माहिती अद्ययावत करता आली नाही',
      duplicateTitle: 'हा स्वयंसेवक आधीच नोंदलेला असू शकतो',
      duplicateText:
        'याच नावाचे आणि याच मोबाईल क्रमांकाचे स्वयंसेवक आधीच नोंदलेले आहेत. तरीही जतन करायचे आहे का?',
      duplicateRow: '%{name}, मोबाईल %{mobile} (%{place})',
      saveAnyway: 'तरीही जतन करा',
    },
    history: {
      title: 'मागील माहिती',
      empty: 'स्वयंसेवक सूचीचा कोणताही इतिहास उपलब्ध नाही',
      loadFailed: 'मागील माहिती आणता आली नाही, कृपया नंतर पुन्हा प्रयत्न करा',
      changedAt: '%{date} रोजी केलेले बदल',
      field: 'माहिती',
      previous: 'पूर्वीची माहिती',
      current: 'सध्याची माहिती',
      notFilled: 'भरलेले नाही',
      location_id: 'ठिकाण (क्रमांक)',
    },
  },
};
