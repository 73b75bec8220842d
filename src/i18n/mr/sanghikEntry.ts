/** Marathi texts of the month fields and the unsaved-changes guard (`app.sanghikEntry.*`). */
export const sanghikEntryMr = {
  sanghikEntry: {
    month: 'महिना',
    year: 'वर्ष',
    discard: 'जतन न केलेले बदल रद्द होतील. पुढे जायचे का?',
    unsaved: 'जतन न केलेले बदल आहेत. तरीही हे पान सोडायचे का?',
  },
};
