import type { FastifyError, FastifyInstance } from 'fastify';
import { API_ERROR, type ApiErrorBody } from '../../src/domain/apiErrors';
import { AppError } from '../appError';
import { shared } from './shared';

const SERVER_ERROR_BODY: ApiErrorBody = {
  message: 'Server error...',
  code: API_ERROR.SERVER_ERROR,
};

/** Codes for Fastify's own 4xx errors (bad JSON, body too large, wrong content type, ...). */
function codeForStatus(status: number): ApiErrorBody['code'] {
  if (status === 404) return API_ERROR.NOT_FOUND;
  if (status === 429) return API_ERROR.RATE_LIMITED;
  return API_ERROR.VALIDATION;
}

/**
 * PostgreSQL's answers to a bad value that the schemas let through (a NUL character, a number
 * beyond a column's range, a duplicate a concurrent request won): the input's fault, so a 400
 * (the transaction has rolled back: nothing changed).
 */
const INPUT_SQLSTATES: Record<string, string> = {
  '22021': 'text must not contain a NUL character',
  '22P05': 'text must not contain a NUL character',
  '22003': 'a number is out of range',
  '22P02': 'a value has the wrong form',
  '22008': 'a date is out of range',
  '23505': 'this record already exists',
};

const sqlState = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code in INPUT_SQLSTATES ? code : undefined;
};

/** One error handler for the whole app: 4xx say what was wrong, 5xx say nothing inside. */
export const errorsPlugin = shared(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(error.toBody());
    }
    if ('validation' in error && error.validation) {
      return reply.code(400).send({ message: error.message, code: API_ERROR.VALIDATION });
    }
    const state = sqlState(error);
    if (state) {
      request.log.info({ sqlState: state }, 'input refused by the database');
      return reply.code(400).send({ message: INPUT_SQLSTATES[state], code: API_ERROR.VALIDATION });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ message: error.message, code: codeForStatus(status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(SERVER_ERROR_BODY);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: API_ERROR.NOT_FOUND,
    }),
  );
});
