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

/** One error handler for the whole app: 4xx say what was wrong, 5xx say nothing inside. */
export const errorsPlugin = shared(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(error.toBody());
    }
    if ('validation' in error && error.validation) {
      return reply.code(400).send({ message: error.message, code: API_ERROR.VALIDATION });
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
