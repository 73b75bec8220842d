import type { RoleKey } from '../../src/domain/roles';
import { NAME_MAX, USER_PAGE_MAX, USER_SORT_KEYS, type UserSortKey } from '../../src/domain/users';

/**
 * JSON schemas of the user endpoints (spec §7 "Geography and users"): types and sizes only;
 * the rules are the forms' yup schemas (src/domain/users), applied by bodyThrough.
 */
const id = { type: 'integer', minimum: 1 } as const;
const name = { type: 'string', maxLength: NAME_MAX } as const;
const phone = { type: 'string', maxLength: 20 } as const;
const flag = { type: 'boolean' } as const;
/** A right left out of a body is false (as the form's schema has it). */
const right = { type: 'boolean', default: false } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableId = { type: ['integer', 'null'] } as const;
const stamp = { type: ['string', 'null'], format: 'date-time' } as const;

/** Read, never written, when a client sends its whole profile back with its new details. */
const ignored = { description: 'ignored: a user never changes their own rights or place' };

export const ownDetailsBody = {
  type: 'object',
  required: ['name', 'phone'],
  properties: {
    name,
    phone,
    ...Object.fromEntries(
      ['user_id', 'email', 'location_id', 'admin', 'writeallowed', 'karyalay_pramukh'].map(
        (key) => [key, ignored],
      ),
    ),
  },
} as const;

export const placeQueryBody = {
  type: 'object',
  required: ['q'],
  properties: { q: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const accessRequestBody = {
  type: 'object',
  required: ['name', 'phone', 'location_id'],
  properties: { name, phone, location_id: id },
} as const;

const userFields = {
  name,
  phone,
  location_id: id,
  admin: right,
  writeallowed: right,
  karyalay_pramukh: right,
} as const;

export const createUserBody = {
  type: 'object',
  required: ['email', 'name', 'phone', 'location_id'],
  properties: {
    ...userFields,
    email: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 128 },
  },
} as const;

export const approveBody = {
  type: 'object',
  required: ['user_id'],
  properties: { user_id: id },
} as const;

export const userIdBody = {
  type: 'object',
  required: ['userId'],
  properties: { userId: id },
} as const;

export const userIdsBody = {
  type: 'object',
  required: ['userIds'],
  properties: { userIds: { type: 'array', minItems: 1, maxItems: 500, items: id } },
} as const;

export const userListQuerystring = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    perPage: { type: 'integer', minimum: 1, maximum: USER_PAGE_MAX },
    sort: { type: 'string', enum: USER_SORT_KEYS },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
    q: { type: 'string', maxLength: 100 },
    level_id: { type: 'integer', minimum: 1, maximum: 20 },
    location_id: id,
    role: { type: 'string', enum: ['karyalay_pramukh', 'editor', 'reader'] },
  },
} as const;

/** The list's query: paging, sort and the list screen's filters (all optional). */
export interface UserListQuerystring {
  page?: number;
  perPage?: number;
  sort?: UserSortKey;
  order?: 'ASC' | 'DESC';
  q?: string;
  level_id?: number;
  location_id?: number;
  role?: RoleKey;
}

export const listParams = {
  type: 'object',
  required: ['param'],
  properties: { param: { type: 'string', enum: ['all', 'active', 'inactive'] } },
} as const;

export const systemUser = {
  type: 'object',
  properties: {
    user_id: { type: 'integer' },
    email: { type: 'string' },
    name: nullableText,
    phone: nullableText,
    status: { type: 'string' },
    admin: flag,
    writeallowed: flag,
    karyalay_pramukh: flag,
    level_id: nullableId,
    level_name: nullableText,
    location_id: nullableId,
    localized_name: nullableText,
    name_suffix: nullableText,
    location_path: nullableText,
    requested_location_id: nullableId,
    requested_localized_name: nullableText,
    requested_name_suffix: nullableText,
    requested_level_id: nullableId,
    approved_at: stamp,
    updated_at: stamp,
    created_at: stamp,
  },
} as const;

/**
 * A user's change: the editable fields; the rest of a listed user (and react-admin's `id`),
 * which an edit form sends back as it read it, is named and never written.
 */
export const updateUserBody = {
  type: 'object',
  required: ['user_id', 'name', 'phone', 'location_id'],
  properties: {
    ...Object.fromEntries(
      [...Object.keys(systemUser.properties), 'id'].map((key) => [
        key,
        { description: 'read-only: ignored' },
      ]),
    ),
    ...userFields,
    user_id: id,
    email: { type: 'string' },
  },
} as const;

export const userListReply = { 200: { type: 'array', items: systemUser } } as const;

export const userMessageReply = {
  200: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      user_id: { type: 'integer' },
      count: { type: 'integer' },
      skipped: { type: 'integer' },
    },
  },
} as const;
