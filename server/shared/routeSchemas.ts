import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

/**
 * The routes of `app` typed by their schemas: a handler's body, params and query are what its
 * JSON schemas say (json-schema-to-ts), never a restated interface.
 */
export const typed = (app: FastifyInstance) => app.withTypeProvider<JsonSchemaToTsProvider>();

/** One message about one row (an upload's row is index + 2, as in the spreadsheet). */
export const rowErrorSchema = {
  type: 'object',
  // key and field let a client translate a row message itself
  properties: {
    row: { type: 'integer' },
    message: { type: 'string' },
    key: { type: 'string' },
    field: { type: 'string' },
    args: { type: 'object', additionalProperties: true },
  },
} as const;

/** A place and a month of a financial year (the gathering's calls, the dashboard's). */
export const monthProperties = {
  locationId: { type: 'integer', minimum: 1 },
  year: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
  month: { type: 'integer', minimum: 1, maximum: 12 },
} as const;

/** JSON schemas shared by routes, registered once with app.addSchema and named by $id. */
export const errorBodySchema = {
  $id: 'ErrorBody',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    error: { type: 'array', items: rowErrorSchema },
  },
} as const;

export const geoNodeSchema = {
  $id: 'GeoNode',
  type: 'object',
  required: ['location_id', 'level_id', 'level', 'localized_name', 'name_suffix', 'child_count'],
  properties: {
    location_id: { type: 'integer' },
    level_id: { type: 'integer' },
    level: { type: 'object', properties: { level_id: { type: 'integer' } } },
    localized_name: { type: 'string' },
    name_suffix: { type: 'string' },
    parent_id: { type: ['integer', 'null'] },
    child_count: { type: 'integer' },
    children: { type: 'array', items: { $ref: 'GeoNode#' } },
    closed_on: { type: ['string', 'null'] },
  },
} as const;

export const placeSearchHitSchema = {
  $id: 'PlaceSearchHit',
  type: 'object',
  properties: {
    location_id: { type: 'integer' },
    level_id: { type: 'integer' },
    localized_name: { type: 'string' },
    name_suffix: { type: 'string' },
    ancestors: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const profileSchema = {
  $id: 'Profile',
  type: 'object',
  properties: {
    user_id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    picture: { type: ['string', 'null'] },
    level: {
      type: 'object',
      properties: { level_id: { type: 'integer' }, name: { type: 'string' } },
    },
    location: {
      type: 'object',
      properties: {
        location_id: { type: 'integer' },
        localized_name: { type: 'string' },
        name_suffix: { type: 'string' },
      },
    },
    claims: {
      type: 'object',
      properties: {
        admin: { type: 'boolean' },
        writeallowed: { type: 'boolean' },
        karyalay_pramukh: { type: 'boolean' },
        level_name: { type: 'string' },
      },
    },
  },
} as const;

export const SHARED_SCHEMAS = [errorBodySchema, geoNodeSchema, placeSearchHitSchema, profileSchema];

const error = { $ref: 'ErrorBody#' };

/** Error answers every authenticated route can give. */
export const authErrors = { 400: error, 401: error, 403: error, 404: error, 500: error };
