import type { RegisterDeclaration } from '../../engine/types';
import { VOLUNTEER_FORM } from './fields';
import {
  VOLUNTEER_REPORT_FILE,
  VOLUNTEER_REPORT_SHEET,
  VOLUNTEER_UNIFORM_FIELDS,
  VOLUNTEER_VEHICLE_FIELDS,
} from './reportSheet';
import { VOLUNTEER_ENTRY_LEVELS, VOLUNTEER_LIST_LEVELS } from './places';

/**
 * स्वयंसेवक सूची (spec §2, §3): the volunteer register, a register of the engine whose fields,
 * sections and words are the volunteer form's (src/domain/volunteer/fields.ts) with the record's
 * place. Its records keep the volunteer table (`store: 'volunteers'`), which the spec's
 * /swayamsevak calls, the list and the report read; the generic calls (/swayamsevak,
 * /swayamsevak/:id, its history) are served over the same rows. Its list screen is the generic
 * list with the volunteer dialog and upload put in (`view.listPage`).
 */
export const swayamsevak: RegisterDeclaration = {
  ...VOLUNTEER_FORM,
  name: 'swayamsevak',
  kind: 'register',
  placeLevels: VOLUNTEER_ENTRY_LEVELS,
  period: 'none',
  fields: [{ name: 'location_id', type: 'place', section: 'personal' }, ...VOLUNTEER_FORM.fields],
  store: 'volunteers',
  access: {},
  menu: { id: 'swayamsuchak-list', parent: 'application', order: 60, icon: 'people' },
  routes: { list: ['/swayamsuchak/list'] },
  view: {
    list: 'table',
    titleField: 'firstName',
    recordName: ['firstName', 'surname'],
    dialog: true,
    dialogWidth: 'lg',
    markRequired: false,
    serial: true,
    perPage: 10,
    noExport: true,
    // the list reads the spec's records (/swayamsevak/allusers), which name it updatedAt
    listSort: { field: 'updatedAt', order: 'DESC' },
    listPage: 'VolunteerList',
  },
  defaultSort: { field: 'updated_at', order: 'DESC' },
  listLevels: VOLUNTEER_LIST_LEVELS,
  tracked: true,
  // the same names and mobile in the area: likely the same person (warned, never refused)
  duplicates: ['firstName', 'surname', 'mobile'],
  specCalls: ['duplicates'],
  // the spec's report screen (§2, §9): its menu entry, file and sheet names, and two groups
  reportBuilder: {
    groups: [
      { section: 'uniform', fields: VOLUNTEER_UNIFORM_FIELDS },
      { section: 'other', fields: VOLUNTEER_VEHICLE_FIELDS },
    ],
    fileName: VOLUNTEER_REPORT_FILE,
    sheetName: VOLUNTEER_REPORT_SHEET,
    screen: {
      page: 'VolunteerReport',
      path: '/swayamsuchak/report',
      menuId: 'swayamsuchak-report',
    },
  },
};
