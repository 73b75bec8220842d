import type { FastifySchemaValidationError } from 'fastify';
import {
  ENTITY_MESSAGE as M,
  problemKey,
  type FieldIssue,
  type Problem,
  type RegisterDeclaration,
} from '../../../src/domain/engine';

const TYPE_PROBLEM: Readonly<Record<string, Problem>> = {
  integer: 'number',
  count: 'number',
  place: 'number',
  flag: 'flag',
  yesNo: 'flag',
  time: 'time',
  select: 'choice',
  multiSelect: 'choice',
  date: 'date',
  phone: 'phone',
  email: 'email',
  photo: 'photos',
};

/**
 * A body refused by its JSON schema, as field issues worded as the rules word the same problem
 * (the declaration's own words first).
 */
export function schemaIssues(
  d: RegisterDeclaration,
  errors: readonly FastifySchemaValidationError[],
): FieldIssue[] {
  return errors.map((error): FieldIssue => {
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.split('/')[1] ?? '';
    const field = String(params.additionalProperty ?? params.missingProperty ?? path);
    const declared = d.fields.find((f) => f.name === field);
    const said = (problem: Problem, args?: FieldIssue['args']): FieldIssue => ({
      field,
      key: problemKey(d, declared, problem),
      ...(args ? { args } : {}),
    });
    const limit = Number(params.limit);
    switch (error.keyword) {
      case 'additionalProperties':
        return { field, key: M.UNKNOWN };
      case 'required':
        return said('required');
      case 'maxLength':
        return said('tooLong', { max: limit });
      case 'minimum':
        return said('min', { min: limit });
      case 'maximum':
        return said('max', { max: limit });
      case 'enum':
      case 'maxItems':
        return said(declared?.type === 'photo' ? 'photos' : 'choice');
      default: {
        const problem = declared && TYPE_PROBLEM[declared.type];
        return problem ? said(problem) : { field, key: M.TYPE };
      }
    }
  });
}
