/** Marathi texts of the unit (संकल्प) and status (सद्यस्थिती) screens (`app.sankalpScreens.*`). */
export const sankalpScreensMr = {
  sankalpScreens: {
    name: 'संकल्प',
    validation: {
      subTypeOfType: 'उप प्रकार या प्रकाराचा नाही',
      invalidDate: 'दिनांक योग्य नाही',
    },
    status: {
      title: 'सद्यस्थिती',
      current: 'सध्याची सद्यस्थिती',
      since: '%{date} पासून',
      history: 'सद्यस्थितीचा इतिहास',
      noHistory: 'इतिहास उपलब्ध नाही',
      change: 'सद्यस्थिती बदला',
      newStatus: 'नवी सद्यस्थिती',
      effectiveDate: 'लागू दिनांक',
      reason: 'कारण',
      changedBy: 'बदल करणारे',
      changedAt: 'बदल केल्याचा दिनांक',
      created: 'संकल्प नोंदवला',
      save: 'सद्यस्थिती जतन करा',
      saved: 'सद्यस्थिती यशस्वीरित्या बदलली',
      failed: 'सद्यस्थिती बदलता आली नाही',
      futureDate: 'दिनांक भविष्यातील असू शकत नाही',
      sameStatus: 'ही आधीचीच सद्यस्थिती आहे',
    },
  },
};
