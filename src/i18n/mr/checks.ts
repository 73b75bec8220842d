/** Marathi texts of the checks' warnings and reasons (`app.check.*`, issue 48 §1). */
export const checksMr = {
  check: {
    reasonNeeded: '%{check} — तरीही जतन करायचे असल्यास कारण एका ओळीत लिहा',
    reasonTooLong: '%{check} — कारण २०० अक्षरांच्या आत लिहा',
    reasonLabel: 'कारण: %{check}',
    reasonHelp: 'हे आकडे तरीही बरोबर का आहेत ते एका ओळीत लिहा आणि पुन्हा जतन करा',
  },
};
