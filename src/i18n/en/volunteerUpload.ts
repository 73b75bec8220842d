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

/** The texts of every spreadsheet upload (`app.upload.*`). */
export const volunteerUploadEn = { upload };
