import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { badRequest } from '../appError';
import { keyedError } from '../shared/keyedErrors';

/**
 * A route's preHandler putting the body through a form's yup schema (src/domain): the body
 * becomes its cast values (trimmed, defaults filled), or a 400 names each field with its
 * translation key. The route's JSON schema has already checked types and sizes.
 */
export function bodyThrough(schema: yup.AnyObjectSchema) {
  return async (request: FastifyRequest) => {
    try {
      request.body = schema.validateSync(request.body, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      const seen = new Set<string>();
      const issues = error.inner
        .filter((e) => e.path && !seen.has(e.path) && seen.add(e.path))
        .map((e) => ({ field: e.path!, key: e.message, prefix: `${e.path}: ` }));
      throw issues.length ? keyedError(issues) : badRequest(error.message);
    }
  };
}
