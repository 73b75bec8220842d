/** English texts of the volunteer report builder (`app.volunteerReport.*`). */
export const volunteerReportEn = {
  volunteerReport: {
    title: 'Volunteer report',
    pickPlace: 'Please select the geographic structure first',
    tooWide: 'Please select a more precise place',
    columns: 'Columns in the report',
    uniform: 'Uniform',
    other: 'Other',
    filters: 'Filters',
    generate: 'Generate report',
    cancel: 'Cancel',
    progress: '%{done} of %{total} volunteers fetched',
    wait: 'Please wait a moment...',
    empty: 'Information not available',
    failed: 'Information not available, please try again later',
    done: 'File downloaded successfully',
    referenceFailed: 'The choice lists could not be loaded, please try again later',
  },
};
