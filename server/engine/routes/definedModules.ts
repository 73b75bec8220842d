import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  countPeriodKind,
  rollupLevels,
  type CountFormDeclaration,
  type CountPeriodBody,
  type CountSaveBody,
  type ModuleDeclaration,
  type ModuleKind,
  type RegisterDeclaration,
  type RollupReportDeclaration,
} from '../../../src/domain/engine';
import { countEntry } from '../services/countSubjects';
import { checkedBody, periodKindOf, sourceOf, type BodyKey } from './definedBodies';
import { countSaveAnswer, reportAnswer } from './countForms';
import { idParams, listQuery } from './entities';
import { registerCalls } from './registerCalls';

const callsOf = new WeakMap<object, ReturnType<typeof registerCalls>>();

function register(request: FastifyRequest) {
  const d = request.definedModule!.declaration as RegisterDeclaration;
  let calls = callsOf.get(d);
  if (!calls) callsOf.set(d, (calls = registerCalls(d)));
  return calls;
}

const id = (request: FastifyRequest) => (request.params as { id: number }).id;
const idSchema = { params: { ...idParams, required: ['module', 'id'] } };
const REGISTER = ['register'] as const;
const FORM = ['countForm'] as const;

/** One call every module defined in the browser of its kinds answers. */
export interface DefinedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  kinds: readonly ModuleKind[];
  write: boolean;
  /** Its body, checked by the module's own schema (and listed so by /openapi.json). */
  body?: BodyKey;
  schema?: object;
  /** Whether a module of its kinds answers it (a register's history, a count form's report). */
  answers?(d: ModuleDeclaration): boolean;
  handle(request: FastifyRequest, reply: FastifyReply): unknown;
}

/** The calls of the modules defined in the browser, as data: registered once, documented per module. */
export const DEFINED_ROUTES: readonly DefinedRoute[] = [
  {
    method: 'GET',
    url: '/:module',
    kinds: REGISTER,
    write: false,
    schema: { querystring: listQuery },
    handle: (r, reply) => register(r).list(r, reply),
  },
  {
    method: 'GET',
    url: '/:module/:id',
    kinds: REGISTER,
    write: false,
    schema: idSchema,
    handle: (r) => register(r).one(r, id(r)),
  },
  {
    method: 'POST',
    url: '/:module',
    kinds: REGISTER,
    write: true,
    body: 'create',
    handle: async (r, reply) => register(r).create(r, reply, await checkedBody(r, 'create')),
  },
  {
    method: 'PUT',
    url: '/:module/:id',
    kinds: REGISTER,
    write: true,
    body: 'update',
    schema: idSchema,
    handle: async (r) => register(r).update(r, id(r), await checkedBody(r, 'update')),
  },
  {
    method: 'DELETE',
    url: '/:module/:id',
    kinds: REGISTER,
    write: true,
    schema: idSchema,
    handle: (r) => register(r).remove(r, id(r)),
  },
  {
    method: 'GET',
    url: '/:module/:id/history',
    kinds: REGISTER,
    write: false,
    schema: idSchema,
    answers: (d) => d.kind === 'register' && d.tracked === true,
    handle: (r) => register(r).history(r, id(r)),
  },
  {
    method: 'POST',
    url: '/:module/list',
    kinds: FORM,
    write: false,
    body: 'period',
    handle: async (r) =>
      countEntry(
        r.server,
        r.definedModule!.declaration as CountFormDeclaration,
        r.user,
        await checkedBody<CountPeriodBody>(r, 'period'),
      ),
  },
  {
    method: 'POST',
    url: '/:module/save',
    kinds: FORM,
    write: true,
    body: 'save',
    handle: async (r, reply) => {
      await checkedBody<CountSaveBody>(r, 'save');
      const d = r.definedModule!.declaration as CountFormDeclaration;
      return countSaveAnswer(d, r as FastifyRequest<{ Body: CountSaveBody }>, reply);
    },
  },
  {
    method: 'POST',
    url: '/:module/report',
    kinds: ['countForm', 'rollupReport'],
    write: false,
    body: 'period',
    answers: (d) => d.kind === 'rollupReport' || (d.kind === 'countForm' && !!d.rollupView),
    handle: async (r) => {
      const d = r.definedModule!.declaration;
      await checkedBody<CountPeriodBody>(r, 'period');
      const request = r as FastifyRequest<{ Body: CountPeriodBody }>;
      if (d.kind === 'countForm')
        return reportAnswer(d, rollupLevels(d), countPeriodKind(d), request);
      const report = d as RollupReportDeclaration;
      const source = await sourceOf(r.server, report);
      return reportAnswer(source, report.placeLevels, await periodKindOf(r.server, d), request);
    },
  },
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
