import type { FastifyInstance } from 'fastify';
import type { IdentityAdmin } from '../auth/identityAdmin';
import {} from '../plugins/scope';
import { userAdminService } from '../services/userAdmin';
import { actorOf } from '../services/userRights';
import { authErrors, typed } from '../shared/routeSchemas';
import { approveBody, userListReply, userMessageReply } from './userSchemas';

/** The user approval lifecycle's admin side (spec §4): list requests, approve one or all. */
export async function userApprovalRoutes(
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
  const reply = { ...userMessageReply, ...authErrors };

  app.get(
    '/user/list-unapproved',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Pending access requests with the place asked for and the contact',
        response: { ...userListReply, ...authErrors },
      },
    },
    async () => repo.listPending(),
  );

  routes.put(
    '/user/approve',
    {
      config: { access: 'admin' },
      schema: { summary: 'Approves one pending user', body: approveBody, response: reply },
    },
    async (request) => {
      const { approved } = await service.approve(actorOf(request.user), [request.body.user_id]);
      return { message: 'User approved successfully.', count: approved.length };
    },
  );

  app.put(
    '/user/approveAll',
    {
      config: { access: 'admin' },
      schema: { summary: 'Approves every pending user that has a place', response: reply },
    },
    async (request) => {
      const { approved, skipped } = await service.approve(actorOf(request.user), 'all');
      return { message: 'Users approved successfully.', count: approved.length, skipped };
    },
  );
}
