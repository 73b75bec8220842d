import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/createDatabase';
import { createRepositories, type Repositories } from './repositories';
import { shared } from '../plugins/shared';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    repos: Repositories;
  }
}

/** Makes the database and its repositories reachable from every route as `app.repos`. */
export const dbPlugin = shared(async (app: FastifyInstance, opts: { db: DatabaseHandle }) => {
  app.decorate('database', opts.db);
  app.decorate('repos', createRepositories(opts.db.kysely, opts.db.kind));
});
