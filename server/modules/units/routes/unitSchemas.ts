import { UNIT_STATUSES } from '../../../../src/domain/modules/gathering';

/** JSON schemas of the unit (sankalp) and status (sadyasthiti) bodies. */
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const unitFieldProperties = {
  localized_name: { type: 'string', minLength: 1, maxLength: 200 },
  ekak_type_id: { type: 'integer', minimum: 1, maximum: 3 },
  ekak_sub_type_id: { type: 'integer', minimum: 1, maximum: 9 },
  start_date: { anyOf: [DATE, { type: 'null' }] },
  meeting_day: nullableText(30),
  // typed 6:30 or 06:30 (stored HH:mm): the unit's rules read it and name the field
  meeting_time: nullableText(8),
  meeting_place: nullableText(300),
  notes: nullableText(2000),
} as const;

const UNIT_REQUIRED = ['localized_name', 'ekak_type_id', 'ekak_sub_type_id'] as const;
const id = { type: 'integer', minimum: 1 } as const;

export const addMultiBody = {
  type: 'object',
  required: ['location_id', 'units'],
  properties: {
    location_id: id,
    units: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: { type: 'object', required: UNIT_REQUIRED, properties: unitFieldProperties },
    },
  },
} as const;

export const updateBody = {
  type: 'object',
  required: ['sankalp_id', 'location_id', ...UNIT_REQUIRED],
  properties: {
    sankalp_id: id,
    location_id: id,
    ...unitFieldProperties,
    // the version the unit was read at (GET answers it); a change since is a 409 STALE
    updated_at: { type: 'string', maxLength: 40 },
  },
} as const;

export const listBody = {
  type: 'object',
  required: ['location_id'],
  properties: {
    location_id: id,
    ekak_type_id: unitFieldProperties.ekak_type_id,
    ekak_sub_type_id: unitFieldProperties.ekak_sub_type_id,
    status: { type: 'string', enum: UNIT_STATUSES },
  },
} as const;

export const idsBody = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 1000, items: id } },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id },
} as const;

export const statusBody = {
  type: 'object',
  required: ['sankalp_id', 'status', 'effective_date', 'reason'],
  properties: {
    sankalp_id: id,
    status: { type: 'string', enum: UNIT_STATUSES },
    effective_date: DATE,
    reason: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const;
