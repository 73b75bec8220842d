/** English of a report compared with the same period last year (`app.compare.*`, issue 49). */
export const compareEn = {
  compare: {
    toggle: 'Compare with last year',
    thisYear: 'This year',
    lastYear: 'Last year',
    change: 'Change',
    new: 'new',
    loadFailed: 'Last year’s figures could not be loaded',
  },
};
