/** Marathi texts of every spreadsheet upload (`app.upload.*`): the volunteers' and the registers'. */
const upload = {
  dropZone: 'फाइल येथे ओढून आणा किंवा निवडण्यासाठी क्लिक करा (csv, xlsx, xls)',
  chosenFile: 'निवडलेली फाइल: %{name}',
  parsing: 'फाइल तपासत आहे... %{percent}%',
  checked: '%{total} पैकी %{valid} ओळी योग्य आहेत',
  moreRows: 'आणखी %{count} ओळींमध्ये त्रुटी आहेत',
  upload: 'अपलोड करा',
  uploading: 'अपलोड होत आहे...',
  checking: 'सर्व्हरवर ओळी तपासत आहे…',
  errorFile: 'त्रुटी दाखवणारी फाइल डाउनलोड करा',
  errorFileName: '%{name} - त्रुटी',
  saveValid: 'फक्त योग्य ओळी जतन करा (%{count})',
  confirmTitle: 'फक्त योग्य ओळी जतन करायच्या?',
  confirmContent:
    '%{valid} ओळी जतन होतील; त्रुटी असलेल्या %{skipped} ओळी जतन होणार नाहीत. त्या त्रुटी फाइलमध्ये दुरुस्त करून नंतर अपलोड करता येतील.',
  confirmSave: 'होय, योग्य ओळी जतन करा',
  template: 'रिकामी नमुना फाइल',
  rowWarning: 'ओळ क्रमांक %{row} मध्ये: %{messages}.',
  messages: {
    noPlace: 'कृपया आधी भौगोलिक रचना निवडा',
    noFile: 'कृपया आधी फाइल अपलोड करा',
    fixErrors: 'कृपया आधी त्रुटी दुरुस्त करा',
    emptyFile: 'कृपया फाइलमध्ये माहिती भरा',
    unsupported: 'फक्त csv, xlsx किंवा xls फाइल चालेल',
    unreadable: 'ही फाइल वाचता आली नाही',
    missingHeaders: 'फाइलमध्ये हे स्तंभ नाहीत: %{headers}',
    unknownHeaders: 'हे स्तंभ ओळखता आले नाहीत (दुर्लक्षित): %{headers}',
    failed: 'काहीतरी चूक झाली, कृपया नंतर पुन्हा प्रयत्न करा.',
    uploaded: 'फाइल यशस्वीरित्या अपलोड झाली',
    savedValid:
      '%{count} ओळी जतन झाल्या; त्रुटी असलेल्या %{skipped} ओळी जतन केल्या नाहीत. त्रुटी फाइल डाउनलोड करून त्या दुरुस्त करा.',
    checkFailed: 'सर्व्हरवरील तपासणी होऊ शकली नाही; जतन करताना ओळी पुन्हा तपासल्या जातील.',
    errorFileFailed: 'त्रुटी फाइल तयार करता आली नाही',
    templateDone: 'फाइल यशस्वीरित्या डाउनलोड झाली',
    templateFailed: 'फाइल डाउनलोड करता आली नाही',
  },
};

/** The texts of every spreadsheet upload (`app.upload.*`). */
export const volunteerUploadMr = { upload };
