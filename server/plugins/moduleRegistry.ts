import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleKind } from '../../src/domain/engine';
import {
  moduleRegistry,
  type ModuleRegistry,
  type ServedModule,
} from '../engine/services/moduleRegistry';
import { shared } from './shared';

declare module 'fastify' {
  interface FastifyInstance {
    modules: ModuleRegistry;
  }
  interface FastifyRequest {
    /** On a defined module's route: the module its path names (issue 24). */
    definedModule: ServedModule | null;
  }
  interface FastifyContextConfig {
    /** Served for any module defined in the browser of these kinds, named by `:module`. */
    definedModule?: { kinds: readonly ModuleKind[] };
  }
}

/**
 * The module registry of this instance (`app.modules`), and the first hook of the API scope: a
 * defined module's route whose `:module` names no such module of its kind answers as a route
 * that does not exist — before the token is asked for, as any unknown path.
 */
export const moduleRegistryPlugin = shared(async (app: FastifyInstance) => {
  app.decorate('modules', moduleRegistry(app.database.kysely));
  app.decorateRequest('definedModule', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const wanted = request.routeOptions.config?.definedModule;
    if (!wanted) return;
    const name = (request.params as { module?: string }).module ?? '';
    const served = await app.modules.served(name);
    if (!served || !wanted.kinds.includes(served.declaration.kind)) {
      reply.callNotFound();
      return reply;
    }
    request.definedModule = served;
  });
});
