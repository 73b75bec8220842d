/** English texts of the month fields and the unsaved-changes guard (`app.sanghikEntry.*`). */
export const sanghikEntryEn = {
  sanghikEntry: {
    month: 'Month',
    year: 'Year',
    discard: 'Unsaved changes will be lost. Continue?',
    unsaved: 'There are unsaved changes. Leave this page anyway?',
  },
};
