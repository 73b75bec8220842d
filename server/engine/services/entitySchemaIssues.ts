import type { FastifySchemaValidationError } from 'fastify';
import {
  ENTITY_MESSAGE as M,
  type RegisterDeclaration,
  type FieldIssue,
} from '../../../src/domain/engine';

type Key = FieldIssue['key'];

const TYPE_MESSAGE: Readonly<Record<string, Key>> = {
  integer: M.NUMBER,
  count: M.NUMBER,
  place: M.NUMBER,
  flag: M.FLAG,
  select: M.CHOICE,
  multiSelect: M.CHOICE,
  date: M.DATE,
  phone: M.PHONE,
  email: M.EMAIL,
};

/** A body refused by its JSON schema, as field issues with the same messages as the schema's. */
export function schemaIssues(
  d: RegisterDeclaration,
  errors: readonly FastifySchemaValidationError[],
): FieldIssue[] {
  return errors.map((error): FieldIssue => {
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.split('/')[1] ?? '';
    const field = String(params.additionalProperty ?? params.missingProperty ?? path);
    const type = d.fields.find((f) => f.name === field)?.type;
    const limit = Number(params.limit);
    switch (error.keyword) {
      case 'additionalProperties':
        return { field, key: M.UNKNOWN };
      case 'required':
        return { field, key: M.REQUIRED };
      case 'maxLength':
        return { field, key: M.TOO_LONG, args: { max: limit } };
      case 'minimum':
        return { field, key: M.MIN, args: { min: limit } };
      case 'maximum':
        return { field, key: M.MAX, args: { max: limit } };
      case 'enum':
      case 'maxItems':
        return { field, key: M.CHOICE };
      default:
        return { field, key: (type && TYPE_MESSAGE[type]) || M.TYPE };
    }
  });
}
