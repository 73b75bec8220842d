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
  sections: { unit: 'Unit' },
  choices: {
    status: { active: 'Active', paused: 'Paused', closed: 'Closed' },
  },
};
