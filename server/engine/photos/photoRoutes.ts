import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAX_PHOTO_BYTES,
  PHOTO_ID,
  PHOTO_TYPES,
  codeRegisters,
  type ModuleDeclaration,
} from '../../../src/domain/engine';
import { API_ERROR } from '../../../src/domain/apiErrors';
import { AppError, forbidden, notFound } from '../../appError';
import { assertModuleAccess } from '../../plugins/scope';
import { authErrors, typed } from '../../shared/routeSchemas';
import { keptPhoto } from './photoImage';
import type { PhotoRow } from './photoRepository';

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: PHOTO_ID.source } },
  additionalProperties: false,
} as const;

/** The register whose record holds a photo, the code's or one published in the browser. */
async function registerOf(app: FastifyInstance, name: string): Promise<ModuleDeclaration | null> {
  const code = codeRegisters().find((d) => d.name === name);
  if (code) return code;
  return (await app.modules.served(name))?.declaration ?? null;
}

/**
 * Who sees a photo: its sender while no record holds it; then whoever may read the record's
 * register and whose area holds the record (403 otherwise, 404 for none).
 */
async function visiblePhoto(request: FastifyRequest, id: string): Promise<PhotoRow> {
  const row = await request.server.repos.photos.find(id);
  if (!row) throw notFound('no such photo');
  const { user } = request;
  if (row.record_id === null) {
    if (row.uploaded_by === user.user_id) return row;
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'not your photo');
  }
  if (!row.record_path?.startsWith(user.path))
    throw forbidden(API_ERROR.OUT_OF_SCOPE, 'the record is outside your area');
  const d = row.entity ? await registerOf(request.server, row.entity) : null;
  if (d) assertModuleAccess(request, d, false);
  return row;
}

async function serve(request: FastifyRequest, reply: FastifyReply, size: 'full' | 'thumb') {
  const { id } = request.params as { id: string };
  const row = await visiblePhoto(request, id);
  const bytes = await request.server.repos.photos.bytes(id, size);
  if (!bytes) throw notFound('no such photo');
  // an id is never reused for other bytes: the device may keep it
  return reply
    .type(row.content_type)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .send(Buffer.from(bytes));
}

/**
 * Photos (issue 50): the device sends each under its own id before the record that names it
 * (PUT, the picture's bytes as the body, at most MAX_PHOTO_BYTES); a resend of the same bytes
 * is answered as the first was. GET serves it, or its thumbnail, to those who may see it.
 */
export async function photoRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    [...PHOTO_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
    (_request, body, done) => done(null, body),
  );
  const routes = typed(app);

  routes.put(
    '/photos/:id',
    {
      config: { access: 'write' },
      bodyLimit: MAX_PHOTO_BYTES,
      schema: {
        summary: 'Keeps a photo the device took, under the id it made (before a record names it)',
        params,
        response: {
          200: {
            type: 'object',
            required: ['id', 'width', 'height'],
            properties: {
              id: { type: 'string' },
              width: { type: 'integer' },
              height: { type: 'integer' },
            },
          },
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const sent = request.body as Buffer | undefined;
      if (!Buffer.isBuffer(sent) || sent.length === 0)
        throw new AppError(
          415,
          API_ERROR.VALIDATION,
          'send the picture as image/jpeg, png or webp',
        );
      const photo = await keptPhoto(sent);
      const repo = app.repos.photos;
      if (!(await repo.insert(id, photo, request.user.user_id))) {
        const there = (await repo.find(id))!;
        // the same picture from the same person again (a lost answer): as the first time
        if (there.uploaded_by !== request.user.user_id || there.sha256 !== photo.sha256)
          throw new AppError(409, API_ERROR.PHOTO_ID_TAKEN, 'another photo has this id');
      }
      return { id, width: photo.width, height: photo.height };
    },
  );

  routes.get(
    '/photos/:id',
    { schema: { summary: 'A photo, to those who may see its record', params } },
    (request, reply) => serve(request, reply, 'full'),
  );
  routes.get(
    '/photos/:id/thumb',
    { schema: { summary: "A photo's thumbnail", params } },
    (request, reply) => serve(request, reply, 'thumb'),
  );
}
