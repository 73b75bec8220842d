/** Marathi texts of a unit's attendance by month (`app.unitAttendance.*`). */
export const unitAttendanceMr = {
  unitAttendance: {
    title: 'मागील १२ महिन्यांची उपस्थिती',
    month: 'महिना',
    chart: 'महिन्यानुसार एकूण उपस्थिती',
    loading: 'उपस्थिती येत आहे',
    empty: 'मागील १२ महिन्यांत उपस्थितीची नोंद नाही',
    error: 'उपस्थिती मिळू शकली नाही, कृपया नंतर प्रयत्न करा',
    notSaved: 'नोंद नाही',
  },
};
