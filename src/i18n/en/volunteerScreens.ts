/** English texts of the volunteer list, dialog and history (`app.volunteerScreens.*`). */
export const volunteerScreensEn = {
  volunteerScreens: {
    dialog: {
      addTitle: 'Volunteer list: fill',
      editTitle: 'Volunteer list: amend',
      dateFormat: 'Day-month-year: %{date}',
      yes: 'Yes',
      no: 'No',
      save: 'Save',
      update: 'Update',
      cancel: 'Cancel',
      close: 'Close',
      history: 'Show previous information',
      readOnly: 'You may only read this information',
      added: 'Successfully added',
      updated: 'Updated successfully',
      failed: 'Something Went Wrong, Please Try Again Later.',
      updateFailed: 'Unsuccessful update',
      duplicateTitle: 'This volunteer may already be registered',
      duplicateText:
        'Volunteers with the same names and mobile number are already registered. Save anyway?',
      duplicateRow: '%{name}, mobile %{mobile} (%{place})',
      saveAnyway: 'Save anyway',
    },
    history: {
      title: 'Previous information',
      empty: 'No history of the volunteer list',
      loadFailed: 'The previous information could not be loaded, please try again later',
      changedAt: 'Changes of %{date}',
      field: 'Field',
      previous: 'Previous',
      current: 'Current',
      notFilled: 'Not filled',
      location_id: 'Place (id)',
    },
  },
};
