import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeclaration, ModuleKind } from '../../src/domain/engine';
import { moduleRegistry, type ModuleRegistry, type ServedModule } from './services/moduleRegistry';
import { shared } from '../plugins/shared';

declare module 'fastify' {
  interface FastifyInstance {
    modules: ModuleRegistry;
    /**
     * The first path segments of the code's own API routes (`user`, `geo`, `health`, …), read
     * from the route table as routes are added: no module defined in the browser takes one.
     */
    codeRouteNames: Set<string>;
  }
  interface FastifyRequest {
    /** On a defined module's route: the module its path names (issue 24). */
    definedModule: ServedModule | null;
  }
  interface FastifyContextConfig {
    /** Served for any module defined in the browser of these kinds, named by `:module`. */
    definedModule?: {
      kinds: readonly ModuleKind[];
      /** Whether the module answers the call (a register's upload only when it has one). */
      answers?: (d: ModuleDeclaration) => boolean;
    };
  }
}

/** A path's first segment: '/user/list' → 'user'. */
export const routeName = (path: string) => path.split('/')[1] ?? '';

/**
 * The module registry of this instance (`app.modules`), and the first hook of the API scope: a
 * defined module's route whose `:module` names no such module of its kind answers as a route
 * that does not exist — before the token is asked for, as any unknown path.
 */
export const moduleRegistryPlugin = shared(async (app: FastifyInstance) => {
  app.decorate('modules', moduleRegistry(app.database.kysely));
  app.decorate('codeRouteNames', new Set<string>());
  app.addHook('onRoute', (route) => {
    const name = routeName(route.url.slice(route.prefix.length));
    if (name && !name.startsWith(':')) app.codeRouteNames.add(name);
  });
  app.decorateRequest('definedModule', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const wanted = request.routeOptions.config?.definedModule;
    if (!wanted) return;
    const name = (request.params as { module?: string }).module ?? '';
    const served = await app.modules.served(name);
    // before the body is read: a 20 MiB upload to a module without one is not taken in
    const d = served?.declaration;
    if (!d || !wanted.kinds.includes(d.kind) || (wanted.answers && !wanted.answers(d))) {
      reply.callNotFound();
      return reply;
    }
    request.definedModule = served;
  });
});
