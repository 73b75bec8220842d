import type { FastifyInstance } from 'fastify';
import { DEFINED_COUNT_ROUTES } from './definedCountRoutes';
import { DEFINED_REGISTER_ROUTES } from './definedRegisterRoutes';
import type { DefinedRoute } from './definedRoute';
import type { ModuleDeclaration } from '../../../src/domain/engine';
import { validatorOf } from './definedBodies';

/** The calls of the modules defined in the browser, as data: registered once, documented per module. */
export const DEFINED_ROUTES: readonly DefinedRoute[] = [
  ...DEFINED_REGISTER_ROUTES,
  ...DEFINED_COUNT_ROUTES,
];

/**
 * The calls of every module defined in the browser (issue 24), served by the engine's own
 * handlers: the path's `:module` names the published definition (app.modules), a name that is
 * not one answers 404 as an unknown path. Bodies are checked by the module's own schemas,
 * compiled once per published version.
 */
export async function definedModuleRoutes(app: FastifyInstance) {
  for (const route of DEFINED_ROUTES)
    app.route({
      method: route.method,
      url: route.url,
      ...(route.schema ? { schema: route.schema } : {}),
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      config: {
        definedModule: { kinds: route.kinds, ...(route.answers ? { answers: route.answers } : {}) },
        access: { module: 'defined', write: route.write },
      },
      handler: (request, reply) => route.handle(request, reply),
    });
}

/**
 * Every body a defined module's calls check, compiled now: at its publish (issue 44, point 3),
 * so the first person to save pays nothing for it.
 */
export async function compileBodies(app: FastifyInstance, d: ModuleDeclaration): Promise<void> {
  for (const route of DEFINED_ROUTES)
    if (route.body && route.kinds.includes(d.kind) && (!route.answers || route.answers(d)))
      await validatorOf(app, d, route.body);
}
