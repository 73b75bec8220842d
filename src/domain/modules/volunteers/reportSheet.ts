import { volunteerFieldsWhere } from './columns';

/** The volunteer report download (spec §9): file 'Swayam suchi Report', sheet 'Data'. */
export const VOLUNTEER_REPORT_FILE = 'Swayam suchi Report.xlsx';
export const VOLUNTEER_REPORT_SHEET = 'Data';

/** The गणवेश group toggle: the six uniform items. */
export const VOLUNTEER_UNIFORM_FIELDS = volunteerFieldsWhere((f) => f.section === 'uniform');
/** The इतर group toggle: the two vehicle items (the yes/no fields of the 'other' section). */
export const VOLUNTEER_VEHICLE_FIELDS = volunteerFieldsWhere(
  (f) => f.section === 'other' && f.type === 'yesNo',
);
