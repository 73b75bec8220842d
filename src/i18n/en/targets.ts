/** English of targets and achievement (`app.target.*`, issue 49 §1). */
export const targetsEn = {
  target: {
    title: 'Targets',
    note: 'Set the targets of the places right under the chosen place for this period. Blank: no target.',
    form: 'Form',
    noForms: 'No form you may open takes targets',
    noChildren: 'There is no place under the chosen place',
    place: 'Place',
    save: 'Save targets',
    saved: 'Targets saved',
    saveFailed: 'The targets were not saved. Try again.',
    badCell: 'Write a whole number from 0 in the red cells, or leave them blank',
    loadFailed: 'The targets could not be loaded. Try again.',
    retry: 'Try again',
    toggle: 'Compare with targets',
    figure: 'Figure',
    target: 'Target',
    achieved: 'Reached',
    none: 'no target',
  },
};
