/** English texts of a unit's attendance by month (`app.unitAttendance.*`). */
export const unitAttendanceEn = {
  unitAttendance: {
    title: 'Attendance over the last 12 months',
    month: 'Month',
    chart: 'Total attendance by month',
    loading: 'Loading attendance',
    empty: 'No attendance recorded in the last 12 months',
    error: 'Could not load the attendance, please try again later',
    notSaved: 'Not recorded',
  },
};
