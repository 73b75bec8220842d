import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RegisterDeclaration } from '../../../src/domain/engine';
import { badRequest } from '../../appError';
import { assertPlaceInScope } from '../../plugins/scope';
import { storeOf } from '../repositories/registerStores';
import { parseListParams } from '../services/entityListParams';
import {
  fieldIssuesError,
  recordInScope,
  recordView,
  snapshotView,
} from '../services/entityRecords';
import { registerWrites } from '../services/registerSave';
import { schemaIssues } from '../services/entitySchemaIssues';

type Body = Record<string, unknown>;
type Errors = FastifyRequest['validationError'];

/**
 * The body as its JSON schema let it through, or a 400 naming the fields the schema refused.
 * No rule runs over a refused body: its texts may be of any length the body limit allows.
 */
export function schemaChecked(d: RegisterDeclaration, body: unknown, error: Errors): Body {
  if (!error) return body as Body;
  if (error.validationContext !== 'body') throw badRequest(error.message);
  throw fieldIssuesError(d, schemaIssues(d, error.validation));
}

/**
 * A register's calls (ra-data-simple-rest and the history), over its declaration: the routes
 * of a module of the code and those of a module defined in the browser answer alike.
 */
export function registerCalls(d: RegisterDeclaration) {
  const writesOf = (request: FastifyRequest) => registerWrites(request.server, d);
  return {
    async list(request: FastifyRequest, reply: FastifyReply) {
      const records = storeOf(request.server.repos, d);
      const { query, placeId } = parseListParams(d, request.query as never);
      const place = placeId ? await assertPlaceInScope(request, placeId) : request.user;
      // a list too wide to be useful (the volunteers of a प्रांत): the caller picks a nearer place
      if (d.listLevels && !d.listLevels.includes(place.level_id))
        throw badRequest('please select a more precise place');
      const { rows, total } = await records.list(d, { ...query, rootPath: place.path });
      const first = query.range[0];
      reply.header(
        'Content-Range',
        `${d.name} ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`,
      );
      return rows.map(recordView);
    },
    one: async (request: FastifyRequest, id: number) =>
      recordView(await recordInScope(request, d, id)),
    create: async (request: FastifyRequest, reply: FastifyReply, body: Body) =>
      reply.code(201).send(await writesOf(request).create(request.user, body)),
    update: (request: FastifyRequest, id: number, body: Body) =>
      writesOf(request).update(request.user, id, body),
    remove: (request: FastifyRequest, id: number) => writesOf(request).remove(request.user, id),
    async history(request: FastifyRequest, id: number) {
      const row = await recordInScope(request, d, id);
      return (await storeOf(request.server.repos, d).history(row.id)).map(snapshotView);
    },
  };
}
