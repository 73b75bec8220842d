import { monthProperties } from '../../../shared/routeSchemas';

/**
 * JSON schemas of the gathering (sanghik) bodies. A count's schema bound only keeps it a sane
 * integer; the caps of a unit (`ATTENDANCE_LIMITS`) are checked with their Marathi message.
 */
const ECHOED_UNIT_KEYS = [
  'localized_name',
  'ekak_type_id',
  'ekak_sub_type_id',
  'location',
  'parent',
  'history',
] as const;
const count = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;

export const listBody = {
  type: 'object',
  required: ['locationId', 'year', 'month'],
  properties: monthProperties,
} as const;

export const addBody = {
  type: 'object',
  required: ['locationId', 'year', 'month', 'upstitiDataArray'],
  properties: {
    ...monthProperties,
    version: { type: ['string', 'null'], maxLength: 40 },
    confirmedUnusual: {
      type: 'boolean',
      description: 'the person confirmed the unusual counts (issue 15)',
    },
    upstitiDataArray: {
      type: 'array',
      maxItems: 5000,
      items: {
        type: 'object',
        required: ['sankalp_id', 'sanghik_upstiti'],
        properties: {
          sankalp_id: { type: 'integer', minimum: 1 },
          sanghik_upstiti: {
            type: 'object',
            properties: {
              praudh: count,
              tarun_vyavasayi: count,
              maha_vidyarthi: count,
              baal: count,
              shishu: count,
              total: { type: ['integer', 'null'], description: 'ignored: recomputed' },
            },
          },
          // a unit as /sanghik/list answers it may be sent back whole; only the id and the
          // counts are read
          ...Object.fromEntries(ECHOED_UNIT_KEYS.map((key) => [key, { description: 'ignored' }])),
        },
      },
    },
  },
} as const;
