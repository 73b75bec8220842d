/** English texts of every spreadsheet upload (`app.upload.*`): the volunteers' and the registers'. */
const upload = {
  dropZone: 'Drag the file here or click to choose it (csv, xlsx, xls)',
  chosenFile: 'Chosen file: %{name}',
  parsing: 'Checking the file... %{percent}%',
  checked: '%{valid} of %{total} rows are correct',
  moreRows: '%{count} more rows have errors',
  upload: 'Upload',
  uploading: 'Uploading...',
  checking: 'Checking the rows on the server…',
  errorFile: 'Download the file showing the errors',
  errorFileName: '%{name} - errors',
  saveValid: 'Save only the correct rows (%{count})',
  confirmTitle: 'Save only the correct rows?',
  confirmContent:
    '%{valid} rows will be saved; the %{skipped} rows with errors will not. Fix them in the error file and upload them later.',
  confirmSave: 'Yes, save the correct rows',
  template: 'Blank template',
  rowWarning: 'In row number %{row}: %{messages}.',
  // a register's upload (issue 23): the list's button and dialog
  register: {
    duplicate:
      'Row %{row}: a record like it already exists at %{place} (check it; it can still be saved).',
    button: 'Add from a spreadsheet',
    title: 'Add records from a spreadsheet: %{name}',
    dropZoneLabel: 'Choose the %{name} file',
    note: 'Every row is recorded at the chosen place (%{place}).',
    wrongLevel: '%{name} cannot be recorded at this place; choose a place of the right level',
    close: 'Close',
  },
  messages: {
    noPlace: 'Please select the geographic structure first',
    noFile: 'Please upload a file first',
    fixErrors: 'Please fix the first error',
    emptyFile: 'Please put some data in the file',
    unsupported: 'Only csv, xlsx or xls files can be uploaded',
    unreadable: 'The file could not be read',
    missingHeaders: 'The file lacks these columns: %{headers}',
    unknownHeaders: 'These columns were not recognised (ignored): %{headers}',
    failed: 'Something Went Wrong, Please Try Again Later.',
    uploaded: 'file uploaded successfully',
    savedValid:
      '%{count} rows saved; the %{skipped} rows with errors were not. Download the error file to fix them.',
    checkFailed: 'The server check could not run; the rows will be checked again on saving.',
    errorFileFailed: 'The error file could not be made',
    templateDone: 'File downloaded successfully!',
    templateFailed: 'file cannot be downloaded',
  },
};

/** English texts of the volunteer spreadsheet upload and blank template (`app.volunteerUpload.*`). */
export const volunteerUploadEn = {
  upload,
  volunteerUpload: {
    ...upload,
    title: 'Add volunteers from a spreadsheet',
    dropZoneLabel: 'Choose the volunteer list file',
    duplicate: 'Row %{row}: %{name} is already registered (%{location}).',
    templateName: 'Swayam suchi',
    messages: {
      ...upload.messages,
      wrongLevel: 'Swayamsevak can only be entered at village/settlement level',
      referenceFailed: 'The reference lists could not be loaded, please try again later',
    },
  },
};
