/** English texts of the unit report and list screens (`app.unitReports.*`). */
export const unitReportsEn = {
  unitReports: {
    pickPlace: 'Please choose a place to see the report',
    loading: 'Loading…',
    loadFailed: 'The information could not be loaded, please try again',
    noChildren: 'This place has no places under it',
    place: 'Place',
    total: 'Total',
    list: {
      title: 'Current status list',
    },
    active: {
      title: 'Active units',
      empty: 'There are no active units at this place',
      village: 'Village/vasti',
      count: 'Active units: %{count}',
    },
    statusReport: {
      title: 'Current status report',
    },
    sankalpReport: {
      title: 'Units report',
      note: 'Units active now, by sub-type',
    },
  },
};
