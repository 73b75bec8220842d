/** English texts of the plausibility warnings at entry (`app.plausibility.*`, issue 15). */
export const plausibilityEn = {
  plausibility: {
    aboveUsual: 'Far above usual: the median of past months is %{median}',
    aboveVolunteers: 'More than twice the volunteers registered at the village (%{volunteers})',
    shishuSudden: 'This unit never had infants; now %{value}',
    unconfirmed: 'Some counts are unusual: check them and confirm',
    confirmTitle: 'Unusual counts',
    confirmBody:
      '%{count} counts look different from usual (the reason is under each amber field). Not a typing mistake?',
    confirm: 'Checked, it is right',
    recheck: 'Check again',
    mark: 'Unusual counts — confirmed',
  },
};
