import type { FastifyInstance } from 'fastify';
import {
  managesUsers,
  systemUserSchema,
  systemUserUpdateSchema,
  type UserStatus,
} from '../../src/domain/users';
import type { IdentityAdmin } from '../auth/identityAdmin';
import { userAdminService } from '../services/userAdmin';
import { bodyThrough } from '../services/sharedSchema';
import { actorOf, assertVerdict } from '../services/userRights';
import { authErrors, typed } from '../shared/routeSchemas';
import {
  createUserBody,
  listParams,
  updateUserBody,
  userListQuerystring,
  userIdBody,
  userIdsBody,
  userListReply,
  userMessageReply,
} from './userSchemas';

const reply = { ...userMessageReply, ...authErrors };

/** Managing system users: admins everywhere, office heads inside their own subtree. */
export async function userAdminRoutes(
  app: FastifyInstance,
  opts: { identityAdmin: IdentityAdmin },
) {
  const routes = typed(app);
  const repo = app.repos.userAdmin;
  const service = userAdminService({
    users: repo,
    locations: app.repos.locations,
    identity: opts.identityAdmin,
  });

  routes.post(
    '/user',
    {
      preHandler: bodyThrough(systemUserSchema),
      schema: {
        summary: 'Creates a user: sign-in, row and claims',
        body: createUserBody,
        response: reply,
      },
    },
    async (request) => {
      const userId = await service.create(actorOf(request.user), request.body);
      return { message: 'User created successfully.', user_id: userId };
    },
  );

  routes.put(
    '/user/update',
    {
      preHandler: bodyThrough(systemUserUpdateSchema),
      schema: {
        summary: "Changes a user's details, place and rights",
        body: updateUserBody,
        response: reply,
      },
    },
    async (request) => {
      const { user_id } = request.body;
      await service.update(actorOf(request.user), user_id, request.body);
      return { message: 'Users updated successfully.', user_id };
    },
  );

  routes.get(
    '/user/list/:param',
    {
      schema: {
        summary:
          'Approved users (all, active or inactive); an office head sees their subtree. With `page`, one page of them (x-total-count)',
        params: listParams,
        querystring: userListQuerystring,
        response: { ...userListReply, ...authErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request.user);
      if (!managesUsers(actor)) assertVerdict('not-office-head');
      const { param } = request.params;
      const { page, perPage = 50, ...filters } = request.query;
      const options = {
        ...filters,
        status: param === 'all' ? null : (param as UserStatus),
        ...(actor.admin ? {} : { withinPath: actor.path, fromLevel: actor.level_id }),
      };
      if (page === undefined) return repo.list(options);
      const { rows, total } = await repo.listPage(options, page, perPage);
      return reply.header('x-total-count', String(total)).send(rows);
    },
  );

  routes.put(
    '/user/delete',
    { schema: { summary: 'Deletes users and their sign-ins', body: userIdsBody, response: reply } },
    async (request) => {
      const count = await service.remove(actorOf(request.user), request.body.userIds);
      return { message: 'Users deleted successfully.', count };
    },
  );

  for (const action of ['activate', 'deactivate'] as const) {
    routes.put(
      `/user/${action}`,
      {
        schema: {
          summary:
            action === 'activate'
              ? 'Re-activates a user'
              : 'Deactivates a user: refused at once, sessions revoked',
          body: userIdBody,
          response: reply,
        },
      },
      async (request) => {
        await service.changeStatus(actorOf(request.user), request.body.userId, action);
        return { message: 'Users updated successfully.', user_id: request.body.userId };
      },
    );
  }
}
