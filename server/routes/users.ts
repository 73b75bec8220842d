import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { accessRequestSchema, isSystemUserLevel, ownDetailsSchema } from '../../src/domain/users';
import { badRequest, forbidden, notFound } from '../appError';
import { searchPlaces } from '../services/placeSearch';
import { bodyThrough } from '../services/sharedSchema';
import { authErrors, typed } from '../shared/routeSchemas';
import { accessRequestBody, ownDetailsBody, placeQueryBody, userMessageReply } from './userSchemas';

/** What a person does for themselves: ask for access, correct their own name and phone. */
export async function userRoutes(app: FastifyInstance) {
  const routes = typed(app);
  const users = app.repos.userAdmin;

  routes.post(
    '/user/forApproval',
    {
      // reachable before approval: a signed-up identity with no row yet, or a pending one
      config: { applicant: true },
      preHandler: bodyThrough(accessRequestSchema),
      schema: {
        summary: 'Access request after sign-up: name, phone and the place asked for',
        body: accessRequestBody,
        response: { ...userMessageReply, ...authErrors },
      },
    },
    async (request) => {
      const applicant = request.applicant;
      if (!applicant) throw badRequest('you are already approved');
      const place = await app.repos.locations.findById(request.body.location_id);
      if (!place) throw notFound('place not found');
      if (!isSystemUserLevel(place.level_id)) {
        throw badRequest('system users are assigned at levels 1 to 8');
      }
      const userId = await users.submitRequest(
        { uid: applicant.uid, email: applicant.email, userId: applicant.row?.user_id ?? null },
        { name: request.body.name, phone: request.body.phone, location_id: place.location_id },
      );
      if (userId === null) throw forbidden(API_ERROR.USER_UNKNOWN, 'user is not registered');
      return { message: 'Request submitted for approval.', user_id: userId };
    },
  );

  routes.post(
    '/user/forApproval/places',
    {
      config: { applicant: true },
      schema: {
        summary: 'Places of levels 1 to 8 whose name contains `q`, for the access request',
        body: placeQueryBody,
        response: { 200: { type: 'array', items: { $ref: 'PlaceSearchHit#' } }, ...authErrors },
      },
    },
    async (request) => {
      if (!request.applicant) throw badRequest('you are already approved');
      const text = request.body.q.trim();
      if (!text) return [];
      const hits = await searchPlaces(app.repos.locations, await users.rootPath(), text, 50);
      return hits.filter((p) => isSystemUserLevel(p.level_id)).slice(0, 20);
    },
  );

  routes.put(
    '/user/userUpdate',
    {
      preHandler: bodyThrough(ownDetailsSchema),
      schema: {
        summary: "The signed-in user's own name and phone (never rights or place)",
        body: ownDetailsBody,
        response: { ...userMessageReply, ...authErrors },
      },
    },
    async (request) => {
      await users.updateOwn(request.user.user_id, request.body.name, request.body.phone);
      return { message: 'Users updated successfully.', user_id: request.user.user_id };
    },
  );
}
