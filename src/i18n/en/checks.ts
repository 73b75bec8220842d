/** English texts of the checks' warnings and reasons (`app.check.*`, issue 48 §1). */
export const checksEn = {
  check: {
    reasonNeeded: '%{check} — to save anyway, give the reason in one line',
    reasonTooLong: '%{check} — keep the reason within 200 characters',
    reasonLabel: 'Reason: %{check}',
    reasonHelp: 'Say in one line why these figures are right, and save again',
  },
};
