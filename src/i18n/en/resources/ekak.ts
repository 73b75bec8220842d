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
  sections: { unit: 'Unit' },
  choices: {
    status: { active: 'Active', paused: 'Paused', closed: 'Closed' },
  },
};
