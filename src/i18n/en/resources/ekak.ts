import type { ekakMr } from '../../mr/resources/ekak';

/** The units' register labels in English (same keys as Marathi). */
export const ekakEn: typeof ekakMr = {
  name: 'Unit list',
  fields: {
    location_id: 'Place',
    localized_name: 'Name',
    ekak_type_id: 'Type',
    ekak_sub_type_id: 'Sub-type',
    start_date: 'Start date',
    meeting_day: 'Meeting day',
    meeting_time: 'Time',
    meeting_place: 'Meeting place',
    notes: 'Notes',
    status: 'Current status',
    status_date: 'Status date',
  },
  list: {
    pickPlace: 'Please choose a place to see its units',
    empty: 'No units at this place',
    deleteTitle: 'Delete units',
    deleteConfirm: 'Delete the selected units?',
    deleted: 'The selected units were deleted',
    deleteFailed: 'The units could not be deleted; please try later',
  },
  addMany: {
    title: 'Add several units',
    rows: 'Units',
    addRow: 'Add unit',
    save: 'Save all units',
    saved: '%{smart_count} unit added |||| %{smart_count} units added',
    failed: 'The units could not be added; please check and try again',
    pickPlace: 'Please choose a village or settlement',
    wrongLevel: 'Units can only be entered at village/settlement level. Please choose one',
    readOnly: 'You are not allowed to change information',
  },
  show: {
    title: 'Unit details',
    loading: 'Loading…',
    notFound: 'Unit not found',
    statusLink: 'View / change status',
    back: 'Units',
  },
  sections: { unit: 'Unit' },
  choices: {
    status: { active: 'Active', paused: 'Paused', closed: 'Closed' },
  },
};
