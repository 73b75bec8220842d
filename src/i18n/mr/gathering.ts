/** Marathi texts of units, their status and gathering attendance (`app.gathering.*`). */
export const gatheringMr = {
  gathering: {
    month: {
      1: 'जानेवारी',
      2: 'फेब्रुवारी',
      3: 'मार्च',
      4: 'एप्रिल',
      5: 'मे',
      6: 'जून',
      7: 'जुलै',
      8: 'ऑगस्ट',
      9: 'सप्टेंबर',
      10: 'ऑक्टोबर',
      11: 'नोव्हेंबर',
      12: 'डिसेंबर',
    },
    type: {
      shakha: 'शाखा',
      saptahik_milan: 'साप्ताहिक मिलन',
      sangh_mandali: 'संघ मंडळी',
    },
    group: {
      baal: 'बाल',
      sanyukta_vidyarthi: 'संयुक्त विद्यार्थी',
      tarun_vyavasayi: 'तरुण व्यावसायिक',
      praudh: 'प्रौढ',
      maha_vidyarthi: 'महाविद्यालयीन विद्यार्थी',
      sangh_mandali: 'संघ मंडळी',
    },
    field: {
      praudh: 'प्रौढ',
      tarun_vyavasayi: 'तरुण व्यावसायिक',
      maha_vidyarthi: 'महाविद्यालयीन विद्यार्थी',
      baal: 'बाल',
      shishu: 'शिशु',
      total: 'एकूण',
    },
    status: {
      active: 'सक्रिय',
      paused: 'स्थगित',
      closed: 'बंद',
    },
    message: {
      listLevel: 'कृपया नगर/उपखंड/उपखंड नगर स्तर निवडा',
      saveLevel: 'कृपया तालुका किंवा शहरी नगर स्तर निवडा',
      empty: 'कृपया सांघिक माहिती भरा',
      saved: 'सांघिक माहिती यशस्वीरित्या अद्ययावत केली',
      saveFailed: 'अद्ययावत झाले नाही, कृपया नंतर प्रयत्न करा',
      monthClosed: 'या महिन्याची सांघिक माहिती आता भरता येणार नाही',
      unitLevel: 'संकल्प फक्त गाव/वस्ती स्तरावर नोंदवता येतो',
    },
  },
};
