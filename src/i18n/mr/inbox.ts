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
    reminder: {
      title: '%{form}: %{period} ची माहिती सादर करणे बाकी',
      body: '%{place}: %{period} चे %{form} भरून सादर करा.',
    },
    digest: {
      title: '%{form}: %{period} — %{count} ठिकाणे बाकी',
      body: '%{period} चे %{form} अद्याप सादर न केलेली ठिकाणे: %{places}.',
    },
  },
};
