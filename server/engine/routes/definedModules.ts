import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  countPeriodKind,
  createBodySchema,
  rollupLevels,
  updateBodySchema,
  type CountFormDeclaration,
  type CountPeriodBody,
  type CountSaveBody,
  type ModuleKind,
  type RegisterDeclaration,
  type RollupReportDeclaration,
} from '../../../src/domain/engine';
import { reportSource } from '../../../src/domain/modules';
import { FINANCIAL_YEAR } from '../../../src/domain/periods';
import { badRequest, notFound } from '../../appError';
import { bodyValidator } from '../services/definitionCheck';
import { countEntry } from '../services/countSubjects';
import { periodBody, saveBody } from './countSchemas';
import { countSaveAnswer, reportAnswer, type ReportSource } from './countForms';
import { idParams, listQuery } from './entities';
import { registerCalls, schemaChecked } from './registerCalls';

type Validator = ReturnType<typeof bodyValidator>;
type Schemas = { create: Validator; update: Validator; period: Validator; save: Validator };

// per served declaration (a new version is a new object): compiled once, dropped with it
const compiled = new WeakMap<object, Partial<Schemas>>();
const callsOf = new WeakMap<object, ReturnType<typeof registerCalls>>();

function validatorOf<K extends keyof Schemas>(d: object, key: K, schema: () => object) {
  const found = compiled.get(d) ?? {};
  compiled.set(d, found);
  return (found[key] ??= bodyValidator(schema()));
}

/** The body as the schema checks it; the errors as Fastify would have them on its own routes. */
function validated(validate: Validator, body: unknown) {
  if (validate(body)) return null;
  const validation = validate.errors ?? [];
  const first = validation[0];
  const message = `body${first?.instancePath ?? ''} ${first?.message ?? 'is invalid'}`;
  return Object.assign(new Error(message), { validation, validationContext: 'body' as const });
}

const servedAs = <D>(request: FastifyRequest) => request.definedModule!.declaration as D;

function register(request: FastifyRequest) {
  const d = servedAs<RegisterDeclaration>(request);
  let calls = callsOf.get(d);
  if (!calls) callsOf.set(d, (calls = registerCalls(d)));
  return { d, calls };
}

function checkedRecord(request: FastifyRequest, key: 'create' | 'update') {
  const { d } = register(request);
  const schema = key === 'create' ? createBodySchema : updateBodySchema;
  const error = validated(
    validatorOf(d, key, () => schema(d)),
    request.body,
  );
  return schemaChecked(d, request.body, error as never);
}

function checkedPeriod<B>(request: FastifyRequest, key: 'period' | 'save', schema: () => object) {
  const error = validated(
    validatorOf(request.definedModule!.declaration, key, schema),
    request.body,
  );
  if (error) throw badRequest(error.message);
  return request as FastifyRequest<{ Body: B }>;
}

/** The source a report of a defined module sums: a module of the code, or another defined one. */
async function sourceOf(app: FastifyInstance, d: RollupReportDeclaration): Promise<ReportSource> {
  const standard = reportSource(d);
  if (standard) return standard;
  const served = await app.modules.served(d.source);
  if (served?.declaration.kind === 'countForm' || served?.declaration.kind === 'register')
    return served.declaration as ReportSource;
  throw notFound(`${d.source} not found`);
}

const id = (request: FastifyRequest) => (request.params as { id: number }).id;
const on = (kinds: readonly ModuleKind[], write: boolean) => ({
  definedModule: { kinds },
  access: { module: 'defined' as const, write },
});
const idSchema = { params: { ...idParams, required: ['module', 'id'] } };

/**
 * The calls of every module defined in the browser (issue 24), served by the engine's own
 * handlers: the path's `:module` names the published definition (app.modules), a name that is
 * not one answers 404 as an unknown path. Bodies are checked by the module's own schemas,
 * compiled once per published version.
 */
export async function definedModuleRoutes(app: FastifyInstance) {
  const registers = ['register'] as const;
  app.get(
    '/:module',
    { config: on(registers, false), schema: { querystring: listQuery } },
    (r, reply) => register(r).calls.list(r, reply),
  );
  app.get('/:module/:id', { config: on(registers, false), schema: idSchema }, (r) =>
    register(r).calls.one(r, id(r)),
  );
  app.post('/:module', { config: on(registers, true) }, (r, reply) =>
    register(r).calls.create(r, reply, checkedRecord(r, 'create')),
  );
  app.put('/:module/:id', { config: on(registers, true), schema: idSchema }, (r) =>
    register(r).calls.update(r, id(r), checkedRecord(r, 'update')),
  );
  app.delete('/:module/:id', { config: on(registers, true), schema: idSchema }, (r) =>
    register(r).calls.remove(r, id(r)),
  );
  app.get('/:module/:id/history', { config: on(registers, false), schema: idSchema }, (r, reply) =>
    register(r).d.tracked ? register(r).calls.history(r, id(r)) : reply.callNotFound(),
  );

  const forms = ['countForm'] as const;
  const form = (r: FastifyRequest) => servedAs<CountFormDeclaration>(r);
  app.post('/:module/list', { config: on(forms, false) }, (r) => {
    const d = form(r);
    const request = checkedPeriod<CountPeriodBody>(r, 'period', () =>
      periodBody(countPeriodKind(d)),
    );
    return countEntry(app, d, request.user, request.body);
  });
  app.post('/:module/save', { config: on(forms, true) }, (r, reply) => {
    const d = form(r);
    return countSaveAnswer(
      d,
      checkedPeriod<CountSaveBody>(r, 'save', () => saveBody(d)),
      reply,
    );
  });
  app.post(
    '/:module/report',
    { config: on(['countForm', 'rollupReport'], false) },
    async (r: FastifyRequest, reply: FastifyReply) => {
      const d = r.definedModule!.declaration;
      if (d.kind === 'countForm') {
        if (!d.rollupView) return reply.callNotFound();
        const kind = countPeriodKind(d);
        const request = checkedPeriod<CountPeriodBody>(r, 'period', () => periodBody(kind));
        return reportAnswer(d, rollupLevels(d), kind, request);
      }
      const report = d as RollupReportDeclaration;
      const source = await sourceOf(app, report);
      const kind = source.kind === 'countForm' ? countPeriodKind(source) : FINANCIAL_YEAR;
      const request = checkedPeriod<CountPeriodBody>(r, 'period', () => periodBody(kind));
      return reportAnswer(source, report.placeLevels, kind, request);
    },
  );
}
