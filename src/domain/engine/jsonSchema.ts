import { FIELD_RULES, maxLengthOf } from './fieldRules';
import { PHOTO_ID, maxPhotosOf } from './photos';
import type { FormDeclaration, FieldDeclaration, FieldType } from './types';

/** A JSON Schema object, as plain data (Fastify validates bodies with it; OpenAPI shows it). */
export type JsonSchema = Record<string, unknown>;

const nullable = (type: string) => ({ type: [type, 'null'] });

function bounded(field: FieldDeclaration): JsonSchema {
  const rule = FIELD_RULES[field.type];
  return { minimum: field.min ?? rule.min, maximum: field.max ?? rule.max };
}

const TYPES: Readonly<Record<FieldType, (field: FieldDeclaration) => JsonSchema>> = {
  text: (f) => ({ ...nullable('string'), maxLength: maxLengthOf(f) }),
  longText: (f) => ({ ...nullable('string'), maxLength: maxLengthOf(f) }),
  richText: (f) => ({ ...nullable('string'), maxLength: maxLengthOf(f) }),
  // a number typed the forgiving way (`digits`) may come as text; its rule counts the digits
  integer: (f) =>
    f.digits
      ? { type: ['integer', 'string', 'null'], maxLength: maxLengthOf(f) }
      : { ...nullable('integer'), ...bounded(f) },
  count: (f) => ({ ...nullable('integer'), ...bounded(f) }),
  date: () => ({ ...nullable('string'), maxLength: 10 }),
  // typed H:mm or HH:mm (stored HH:mm); an Excel time is a fraction of a day
  time: () => ({ type: ['string', 'number', 'null'], maxLength: 8 }),
  flag: () => nullable('boolean'),
  // true, false or null (not answered); a sheet's or client's word is read by the field's rule
  yesNo: () => ({ type: ['boolean', 'string', 'null'], maxLength: 20 }),
  select: (f) =>
    f.choicesFrom
      ? { ...nullable('string'), maxLength: maxLengthOf(f) }
      : { ...nullable('string'), enum: [...(f.choices ?? []), null] },
  multiSelect: (f) => ({
    type: 'array',
    items: { type: 'string', enum: [...(f.choices ?? [])] },
    maxItems: f.choices?.length ?? 0,
  }),
  phone: (f) => ({ ...nullable('string'), maxLength: maxLengthOf(f) }),
  email: (f) => ({ ...nullable('string'), maxLength: maxLengthOf(f) }),
  place: (f) => ({ type: 'integer', ...bounded(f) }),
  photo: (f) => ({
    type: 'array',
    items: { type: 'string', pattern: PHOTO_ID.source },
    maxItems: maxPhotosOf(f),
  }),
};

export const fieldJsonSchema = (field: FieldDeclaration): JsonSchema => TYPES[field.type](field);

/** The body of a create: the declared fields only, nothing unknown, the place required. */
export function createBodySchema(declaration: FormDeclaration): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['location_id'],
    // a read-only field may come back with the record as read (a PUT of the whole record): it
    // is taken and left as it is
    properties: Object.fromEntries(
      declaration.fields.map((f) => [
        f.name,
        f.readOnly ? { ...fieldJsonSchema(f), readOnly: true } : fieldJsonSchema(f),
      ]),
    ),
  };
}

/** The body of an update: the same, plus the version the record was read at. */
export function updateBodySchema(declaration: FormDeclaration): JsonSchema {
  const create = createBodySchema(declaration);
  return {
    ...create,
    required: ['location_id', 'version'],
    properties: {
      ...(create.properties as JsonSchema),
      version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  };
}

/** A record as the API answers it: its fields, place, version and times. */
export function recordSchema(declaration: FormDeclaration): JsonSchema {
  const fields = Object.fromEntries(declaration.fields.map((f) => [f.name, fieldJsonSchema(f)]));
  return {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      ...fields,
      place: { type: 'string' },
      version: { type: 'integer' },
      created_at: { type: 'string' },
      updated_at: { type: 'string' },
      updated_by_name: { type: ['string', 'null'] },
    },
  };
}
