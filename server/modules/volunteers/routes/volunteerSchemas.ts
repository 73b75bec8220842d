import {
  VOLUNTEER_FIELDS,
  VOLUNTEER_FLAG_FIELDS,
  VOLUNTEER_TEXT_FIELDS,
  type VolunteerFieldDeclaration,
} from '../../../../src/domain/modules/volunteers/columns';
import { VOLUNTEER_MAX_LENGTH } from '../../../../src/domain/modules/volunteers/limits';
import { VOLUNTEER_PAGE } from '../../../../src/domain/modules/volunteers/places';
import { REPORT_FILTER_KEYS, SORT_COLUMNS } from '../volunteerFilters';
import { rowErrorSchema } from '../../../shared/routeSchemas';
import { duplicateSchema } from './volunteerDuplicates';

/** Each declared field's type in the answers (spec §3): PIN and mobile numbers, phone text. */
const ANSWER_TYPE: Record<VolunteerFieldDeclaration['type'], { type: string | string[] }> = {
  text: { type: 'string' },
  longText: { type: 'string' },
  integer: { type: ['integer', 'null'] },
  phone: { type: ['string', 'null'] },
  email: { type: 'string' },
  date: { type: 'string' },
  select: { type: 'string' },
  // true, false or null: not answered (issue 44)
  yesNo: { type: ['boolean', 'null'] },
};

const personProperties = Object.fromEntries(
  (VOLUNTEER_FIELDS as readonly VolunteerFieldDeclaration[]).map((f) => [
    f.name,
    ANSWER_TYPE[f.type],
  ]),
);

const FLAG_TEXT_MAX = 20;

/** A cell of a sheet or the dialog: text up to `maxLength`, or a number, flag or nothing. */
const cell = (maxLength: number) => ({
  anyOf: [{ type: 'string', maxLength }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }],
});

/**
 * Every declared field's cell, each text bounded before any rule reads it; nothing else is
 * taken (the body schemas are closed). A yes/no cell is 'होय', 'नाही', true or false.
 */
const boundedCells = {
  ...Object.fromEntries(VOLUNTEER_TEXT_FIELDS.map((key) => [key, cell(VOLUNTEER_MAX_LENGTH[key])])),
  ...Object.fromEntries(VOLUNTEER_FLAG_FIELDS.map((key) => [key, cell(FLAG_TEXT_MAX)])),
};

export const volunteerRecord = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    level: { type: 'integer' },
    location: { type: 'string' },
    location_id: { type: 'integer' },
    ...personProperties,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

export const historyRecord = {
  type: 'object',
  properties: {
    location_id: { type: 'integer' },
    ...personProperties,
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const messageReply = {
  200: { type: 'object', properties: { message: { type: 'string' }, count: { type: 'integer' } } },
};

const locationId = { type: 'integer', minimum: 1 };
const PICKED_PLACE_KEYS = [
  'level_id',
  'level',
  'localized_name',
  'name_suffix',
  'parent_id',
  'child_count',
  'children',
  'ancestors',
];
const pageProperties = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  perPage: { type: 'integer', minimum: 1, maximum: VOLUNTEER_PAGE.max },
};

export const listBody = {
  type: 'object',
  required: ['location_id'],
  properties: {
    location_id: locationId,
    ...pageProperties,
    sort: { type: 'string', enum: Object.keys(SORT_COLUMNS) },
    order: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'] },
    q: { type: 'string', maxLength: 100 },
  },
};

export const reportBody = {
  type: 'object',
  required: ['location_id'],
  properties: {
    location_id: locationId,
    ...pageProperties,
    ...Object.fromEntries(
      REPORT_FILTER_KEYS.map((k) => [
        k,
        { type: 'array', items: { type: 'string' }, maxItems: 200 },
      ]),
    ),
  },
};

/**
 * What the list answers besides the fields (spec §7 "list of one record"), sent back by a client
 * that adds or edits a listed record as it is; never written.
 */
const listedEcho = {
  level: { type: 'integer' },
  location: { type: 'string', maxLength: 1000 },
  createdAt: { type: 'string', maxLength: 40 },
};

export const addBody = {
  type: 'object',
  required: ['selectedLocation', 'swayamsevaks'],
  properties: {
    selectedLocation: {
      anyOf: [
        locationId,
        {
          type: 'object',
          required: ['location_id'],
          // the picker's chosen place as it is (spec §7); only its id is read
          properties: {
            location_id: locationId,
            ...Object.fromEntries(
              PICKED_PLACE_KEYS.map((key) => [key, { description: 'ignored' }]),
            ),
          },
        },
      ],
    },
    swayamsevaks: {
      type: 'array',
      minItems: 1,
      maxItems: 20000,
      // a listed record sent back as a new one: its id, place and times are not read (the
      // rows are stored at selectedLocation)
      items: {
        type: 'object',
        properties: {
          ...boundedCells,
          ...listedEcho,
          id: { type: 'integer' },
          location_id: { type: 'integer' },
          updatedAt: { type: 'string', maxLength: 40 },
        },
      },
    },
    source: { type: 'string', enum: ['form', 'sheet'] },
    onlyValid: { type: 'boolean' },
  },
};

const rows = { type: 'array', items: { type: 'integer' } };

export const addReply = {
  200: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      count: { type: 'integer' },
      /** Rows (index + 2) left out by an `onlyValid` save. */
      skipped: rows,
    },
  },
};

export const checkReply = {
  200: {
    type: 'object',
    properties: {
      total: { type: 'integer' },
      valid: { type: 'integer' },
      errors: { type: 'array', items: rowErrorSchema },
      duplicates: {
        type: 'array',
        items: {
          type: 'object',
          properties: { row: { type: 'integer' }, ...duplicateSchema.properties },
        },
      },
    },
  },
};

export const updateBody = {
  type: 'array',
  minItems: 1,
  maxItems: 500,
  items: {
    type: 'object',
    required: ['id'],
    properties: {
      ...boundedCells,
      id: { type: 'integer', minimum: 1 },
      location_id: locationId,
      // the version read (the list's updatedAt): a change or delete since is a 409 STALE
      updatedAt: { type: 'string', maxLength: 40 },
      ...listedEcho,
    },
  },
};

export const deleteBody = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: 5000, items: { type: 'integer', minimum: 1 } },
  },
};
