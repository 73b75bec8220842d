import type { RegisterDeclaration } from '../../engine/types';
import { UNIT_FORM } from './unitSchema';
import { UNIT_STATUSES, UNIT_STATUS_COLOURS } from './units';
import { VOLUNTEER_LEVELS } from '../../levels';

const section = 'unit';

/**
 * संकल्प (spec §2, §3): the units, a register of the engine whose fields and words are the unit
 * form's (src/domain/gathering/unitSchema.ts) with the unit's place and its status, which only
 * its सद्यस्थिती changes (`readOnly`). Its records keep the unit table (`store: 'units'`), which
 * the spec's /sankalp calls, the gathering and the roll-ups read; every saved state, a status
 * change included, is a version of its history. Named `ekak` (एकक, a unit): the spec's
 * `GET /sankalp/{id}` answers its own shape, so the generic calls are /ekak, /ekak/{id}. Its
 * screens are the generic ones over the spec's calls (src/modules/units/useUnitCalls.ts).
 */
export const ekak: RegisterDeclaration = {
  ...UNIT_FORM,
  name: 'ekak',
  kind: 'register',
  // the places units are kept at, as the spec's add says (a गाव or a वस्ती)
  placeLevels: VOLUNTEER_LEVELS,
  period: 'none',
  fields: [
    { name: 'location_id', type: 'place', inList: true, section },
    ...UNIT_FORM.fields,
    {
      name: 'status',
      type: 'select',
      choices: UNIT_STATUSES,
      chipColours: UNIT_STATUS_COLOURS,
      readOnly: true,
      inList: true,
      filter: true,
      section,
    },
    { name: 'status_date', type: 'date', readOnly: true, inList: true, section },
  ],
  store: 'units',
  access: {},
  menu: { id: 'sankalp-list', parent: 'sankalp', order: 20 },
  routes: { list: ['/sankalp/list'], show: '/sankalp/detailView/:sankalpId' },
  view: {
    list: 'table',
    titleField: 'localized_name',
    listPage: 'SankalpList',
    showPage: true,
    addElsewhere: true,
    // the spec's list (/sankalp/list) answers in its own order, by unit
    listSort: { field: 'id', order: 'ASC' },
  },
  defaultSort: { field: 'localized_name', order: 'ASC' },
  tracked: true,
};
