import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { forbidden } from '../appError';
import { profileOf } from '../services/profile';
import { authErrors, typed } from '../shared/routeSchemas';

export async function profileRoutes(app: FastifyInstance) {
  typed(app).put(
    '/user/profile',
    {
      // the first call after signing up turns the new identity into a pending request
      config: { registersUnknownUser: true },
      schema: {
        summary: 'The signed-in user: place, level and rights',
        body: {
          type: 'object',
          properties: { email: { type: 'string', maxLength: 320 } },
        },
        response: { 200: { $ref: 'Profile#' }, ...authErrors },
      },
    },
    async (request) => {
      const { email } = request.body ?? {};
      if (email && email.toLowerCase() !== request.user.email.toLowerCase()) {
        throw forbidden(API_ERROR.OUT_OF_SCOPE, 'that is not your profile');
      }
      return profileOf(request.user);
    },
  );
}
