import type { FastifyInstance } from 'fastify';
import type { IdentityAdmin } from '../auth/identityAdmin';
import type { TokenVerifier } from '../auth/tokenVerifier';
import { authPlugin } from '../plugins/auth';
import { changeAuthorPlugin } from '../plugins/changeAuthor';
import { changeRoutes } from './changes';
import { checkReviewRoutes } from '../engine/routes/checkReview';
import { targetRoutes } from '../engine/routes/targets';
import { photoRoutes } from '../engine/photos/photoRoutes';
import { idempotencyPlugin } from '../plugins/idempotency';
import { geoRoutes } from './geo';
import { geoImportRoutes } from './geoImport';
import { placeAdminRoutes } from './placeAdmin';
import { healthRoutes } from './health';
import { profileRoutes } from './profile';
import { metadataRoutes } from './metadata';
import { registerModuleRoutes } from '../modules';
import { userRoutes } from './users';
import { userAdminRoutes } from './userAdmin';
import { userApprovalRoutes } from './userApproval';
import { entityRoutes } from '../engine/routes/entities';
import { countFormRoutesPlugin } from '../engine/routes/countForms';
import { DEV_CLOCK_PATH, devClockRoutes } from './devClock';
import { devMailboxRoutes } from './devMailbox';
import type { DevMailbox } from '../jobs/devMailbox';
import { periodApprovalRoutes } from '../engine/routes/periodApproval';
import { periodRequestRoutes } from '../engine/routes/periodRequests';
import { moduleRoutes } from '../engine/routes/modules';
import { definedModuleRoutes } from '../engine/routes/definedModules';
import { moduleRegistryPlugin, routeName } from '../engine/moduleRegistryPlugin';
import { dashboardRoutes } from './dashboard';
import { inboxRoutes } from './inbox';
import { pushRoutes } from './push';
import { OPS_PATHS, opsRoutes } from './ops';

export const API_PREFIX = '/pmpapp/api/v2';

/** Everything under /pmpapp/api/v2; register with that prefix. */
export async function apiRoutes(
  app: FastifyInstance,
  opts: {
    verifier: TokenVerifier;
    identityAdmin: IdentityAdmin;
    opsSecret?: string;
    testClock?: boolean;
    devMailbox?: DevMailbox;
    pushHosts?: readonly string[];
  },
) {
  // first: a defined module's path naming no module answers 404 before any token is asked for
  await app.register(moduleRegistryPlugin);
  await app.register(authPlugin, { verifier: opts.verifier });
  await app.register(idempotencyPlugin);
  await app.register(changeAuthorPlugin);
  await app.register(healthRoutes);
  await app.register(profileRoutes);
  await app.register(geoRoutes);
  await app.register(geoImportRoutes);
  await app.register(placeAdminRoutes);
  await registerModuleRoutes(app);
  await app.register(metadataRoutes);
  await app.register(userRoutes);
  await app.register(userAdminRoutes, { identityAdmin: opts.identityAdmin });
  await app.register(userApprovalRoutes, { identityAdmin: opts.identityAdmin });
  await app.register(entityRoutes);
  await app.register(countFormRoutesPlugin);
  await app.register(periodRequestRoutes);
  await app.register(periodApprovalRoutes);
  await app.register(checkReviewRoutes);
  await app.register(targetRoutes);
  await app.register(photoRoutes);
  await app.register(moduleRoutes);
  await app.register(definedModuleRoutes);
  await app.register(dashboardRoutes);
  await app.register(inboxRoutes);
  await app.register(changeRoutes);
  await app.register(pushRoutes, { pushHosts: opts.pushHosts });
  // registered on some instances only, theirs all the same
  for (const path of [DEV_CLOCK_PATH, ...OPS_PATHS]) app.codeRouteNames.add(routeName(path));
  if (opts.testClock) await app.register(devClockRoutes);
  if (opts.devMailbox) await app.register(devMailboxRoutes, { mailbox: opts.devMailbox });
  if (opts.opsSecret) {
    await app.register(opsRoutes, { secret: opts.opsSecret, identityAdmin: opts.identityAdmin });
  }
}
