import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countPeriodKind,
  createBodySchema,
  updateBodySchema,
  type CountFormDeclaration,
  type ModuleDeclaration,
  type RegisterDeclaration,
  type RollupReportDeclaration,
  reportSource,
} from '../../../src/domain/engine';
import { FINANCIAL_YEAR } from '../../../src/domain/periods';
import { badRequest, notFound } from '../../appError';
import { bodyValidator } from '../services/definitionCheck';
import { approveBody, periodBody, reportBody, returnBody, saveBody } from './countSchemas';
import type { ReportSource } from './countForms';
import { schemaChecked } from './registerCalls';
import { reopenBody } from './periodRequests';
import { duplicatesBody } from './registerDuplicates';
import { uploadBody } from './registerUpload';

/** The bodies a defined module's calls take: a register's record, sheet or values compared; a
 * count form's period, approval or return, save or request to reopen. */
export type BodyKey =
  | 'create'
  | 'update'
  | 'period'
  | 'report'
  | 'approve'
  | 'return'
  | 'save'
  | 'reopen'
  | 'upload'
  | 'duplicates';

/** The source a report of a defined module sums: a module of the code, or another defined one. */
export async function sourceOf(
  app: FastifyInstance,
  d: RollupReportDeclaration,
): Promise<ReportSource> {
  const standard = reportSource(d);
  if (standard) return standard;
  const served = await app.modules.served(d.source);
  if (served?.declaration.kind === 'countForm' || served?.declaration.kind === 'register')
    return served.declaration as ReportSource;
  throw notFound(`${d.source} not found`);
}

/** The period kind a count form's or report's calls name (a report: its source's). */
export async function periodKindOf(app: FastifyInstance, d: ModuleDeclaration) {
  if (d.kind === 'countForm') return countPeriodKind(d);
  if (d.kind !== 'rollupReport') return FINANCIAL_YEAR;
  const source = await sourceOf(app, d);
  return source.kind === 'countForm' ? countPeriodKind(source) : FINANCIAL_YEAR;
}

/** The JSON Schema of a defined module's body: what its route checks, what /openapi.json lists. */
export async function bodySchemaOf(app: FastifyInstance, d: ModuleDeclaration, key: BodyKey) {
  if (key === 'create') return createBodySchema(d as RegisterDeclaration);
  if (key === 'update') return updateBodySchema(d as RegisterDeclaration);
  if (key === 'save') return saveBody(d as CountFormDeclaration);
  if (key === 'reopen') return reopenBody(d as CountFormDeclaration);
  if (key === 'approve') return approveBody(countPeriodKind(d as CountFormDeclaration));
  if (key === 'return') return returnBody(countPeriodKind(d as CountFormDeclaration));
  if (key === 'upload') return uploadBody(d as RegisterDeclaration);
  if (key === 'duplicates') return duplicatesBody(d as RegisterDeclaration);
  if (key === 'report') return reportBody(await periodKindOf(app, d));
  return periodBody(await periodKindOf(app, d));
}

type Validator = ReturnType<typeof bodyValidator>;
// per served declaration (a new version is a new object): compiled once, dropped with it
const compiled = new WeakMap<object, Partial<Record<BodyKey, Validator>>>();

export async function validatorOf(app: FastifyInstance, d: ModuleDeclaration, key: BodyKey) {
  const found = compiled.get(d) ?? {};
  compiled.set(d, found);
  return (found[key] ??= bodyValidator(await bodySchemaOf(app, d, key)));
}

/** The body as the schema checks it; the errors as Fastify would have them on its own routes. */
function validated(validate: Validator, body: unknown) {
  if (validate(body)) return null;
  const validation = validate.errors ?? [];
  const first = validation[0];
  const message = `body${first?.instancePath ?? ''} ${first?.message ?? 'is invalid'}`;
  return Object.assign(new Error(message), { validation, validationContext: 'body' as const });
}

/**
 * The request's body checked by the module's own schema: a register's problems per field (as
 * its code twin's), a count form's as a 400 naming the member.
 */
export async function checkedBody<B>(request: FastifyRequest, key: BodyKey): Promise<B> {
  const d = request.definedModule!.declaration;
  const error = validated(await validatorOf(request.server, d, key), request.body);
  if (key === 'create' || key === 'update')
    return schemaChecked(d as RegisterDeclaration, request.body, error as never) as B;
  if (error) throw badRequest(error.message);
  return request.body as B;
}
