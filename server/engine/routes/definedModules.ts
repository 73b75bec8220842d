import type { FastifyInstance } from 'fastify';
import { DEFINED_COUNT_ROUTES } from './definedCountRoutes';
import { DEFINED_REGISTER_ROUTES } from './definedRegisterRoutes';
import type { DefinedRoute } from './definedRoute';

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
        definedModule: { kinds: route.kinds },
        access: { module: 'defined', write: route.write },
      },
      handler: (request, reply) => {
        const d = request.definedModule!.declaration;
        if (route.answers && !route.answers(d)) return reply.callNotFound();
        return route.handle(request, reply);
      },
    });
}
