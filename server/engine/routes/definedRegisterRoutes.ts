import type { FastifyRequest } from 'fastify';
import type { RegisterDeclaration } from '../../../src/domain/engine';
import { BULK_BODY_LIMIT } from '../../bodyLimits';
import { registerUpload, type UploadBody } from '../services/registerUpload';
import { checkedBody } from './definedBodies';
import type { DefinedRoute } from './definedRoute';
import { idParams, listQuery } from './entities';
import { registerCalls } from './registerCalls';
import { duplicatesAnswer } from './registerDuplicates';

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

/** A defined register's calls: simple-rest, the history, and the upload and duplicate check it declares. */
export const DEFINED_REGISTER_ROUTES: readonly DefinedRoute[] = [
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
  ...(['check', 'save'] as const).map((step): DefinedRoute => ({
    method: 'POST',
    url: step === 'check' ? '/:module/upload/check' : '/:module/upload',
    kinds: REGISTER,
    write: true,
    body: 'upload',
    bodyLimit: BULK_BODY_LIMIT,
    answers: (d) => d.kind === 'register' && d.upload === true,
    handle: async (r, reply) => {
      const body = await checkedBody<UploadBody>(r, 'upload');
      const upload = registerUpload(r.server, r.definedModule!.declaration as RegisterDeclaration);
      if (step === 'check') return upload.check(r.user, body);
      return reply.code(201).send(await upload.save(r.user, body));
    },
  })),
  {
    method: 'POST',
    url: '/:module/duplicates',
    kinds: REGISTER,
    write: false,
    body: 'duplicates',
    answers: (d) => d.kind === 'register' && (d.duplicates?.length ?? 0) > 0,
    handle: async (r) => {
      await checkedBody(r, 'duplicates');
      const d = r.definedModule!.declaration as RegisterDeclaration;
      return duplicatesAnswer(
        r as FastifyRequest<{ Body: { values: Record<string, unknown> } }>,
        d,
      );
    },
  },
];
