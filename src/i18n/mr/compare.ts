/** Marathi of a report compared with the same period last year (`app.compare.*`, issue 49). */
export const compareMr = {
  compare: {
    toggle: 'मागील वर्षाशी तुलना',
    thisYear: 'या वर्षी',
    lastYear: 'मागील वर्षी',
    change: 'बदल',
    new: 'नवे',
    loadFailed: 'मागील वर्षाचे आकडे आणता आले नाहीत',
  },
};
