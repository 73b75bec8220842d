/** Marathi texts of the geography import (`app.geoImport.*`, issue 27). */
export const geoImportMr = {
  geoImport: {
    problem: {
      code: 'संकेतांक आवश्यक आहे (५० अक्षरांपर्यंत)',
      duplicateCode: 'हा संकेतांक या फाइलमध्ये आधीच आला आहे',
      name: 'नाव आवश्यक आहे (१०० अक्षरांपर्यंत)',
      level: 'स्तर १ ते ११ यापैकी असावा',
      levelChange: 'आधीपासून असलेल्या ठिकाणाचा स्तर बदलता येत नाही',
      suffix: 'हा प्रत्यय या स्तराचा नाही',
      unknownParent: 'वरचे ठिकाण सापडले नाही',
      noParent: 'वरचे ठिकाण आवश्यक आहे (फक्त पहिल्या आयातीत एकच प्रांत मूळ असतो)',
      parentLevel: 'हा स्तर वरच्या ठिकाणाच्या स्तराखाली बसत नाही',
      cycle: 'ठिकाण स्वतःच्याच खाली जाते (चक्र)',
    },
  },
};
