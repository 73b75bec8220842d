/** Marathi texts of the in-app inbox and its reminders (`app.inbox.*`, issue 47). */
export const inboxMr = {
  inbox: {
    title: 'सूचना',
    bell: 'सूचना: %{count} न वाचलेल्या',
    empty: 'नवीन सूचना नाहीत',
    loadFailed: 'सूचना आणता आल्या नाहीत. पुन्हा प्रयत्न करा.',
    retry: 'पुन्हा प्रयत्न करा',
    open: 'उघडा',
    markRead: 'वाचले',
    unread: 'न वाचलेली',
    channels: {
      email: 'आठवण ई-मेलनेही पाठवा',
      noEmail: 'आठवण फक्त येथे (सूचनांमध्ये) येते: सर्व्हर ई-मेल पाठवत नाही.',
      emailOn: 'आठवण ई-मेलनेही येईल',
      emailOff: 'आठवण फक्त सूचनांमध्ये येईल',
      failed: 'निवड जतन झाली नाही. पुन्हा प्रयत्न करा.',
    },
    email: {
      open: 'भरण्यासाठी उघडा: %{url}',
      footer: 'हा संदेश संपर्क नोंद मधून आपोआप पाठवला आहे. ई-मेल नको असल्यास आपल्या प्रोफाइलमध्ये बंद करा.',
    },
    reminder: {
      title: '%{form}: %{period} ची माहिती सादर करणे बाकी',
      body: '%{place}: %{period} चे %{form} भरून सादर करा.',
    },
    digest: {
      title: '%{form}: %{period} — %{count} ठिकाणे बाकी',
      body: '%{period} चे %{form} अद्याप सादर न केलेली ठिकाणे: %{places}.',
    },
  },
  jobs: {
    title: 'पार्श्वभूमी कामे',
    note: 'सर्व सर्व्हर एकाच यादीतून कामे घेतात; अयशस्वी काम थोड्या वेळाने पुन्हा चालवले जाते.',
    all: 'सर्व (%{n})',
    states: { queued: 'रांगेत', running: 'चालू', failed: 'अयशस्वी', done: 'पूर्ण' },
    kinds: { reminder: 'आठवण' },
    column: {
      kind: 'प्रकार',
      key: 'ओळख',
      state: 'स्थिती',
      attempts: 'प्रयत्न',
      runAt: 'केव्हा चालवायचे',
      finishedAt: 'संपले',
      error: 'त्रुटी',
    },
    empty: 'या स्थितीतील कामे नाहीत',
    loadFailed: 'कामांची यादी आणता आली नाही. पुन्हा प्रयत्न करा.',
    refresh: 'पुन्हा आणा',
    newest: 'नवीन 100 कामे दाखवली आहेत',
  },
};
