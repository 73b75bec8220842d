import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERROR } from '../../src/domain/apiErrors';
import { AppError, badRequest } from '../appError';
import { runAsIdempotentWrite, type IdempotentWrite } from '../db/idempotentWrite';
import { shared } from './shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** A write sent with a new Idempotency-Key (issue 26). */
    idempotent: IdempotentWrite | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A client's key: a UUID, or any 8–128 letters, digits and . _ : - */
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
/** How long a key is kept: an outbox resends within minutes, a phone back online within days. */
export const KEEP_DAYS = 90;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
/**
 * The largest answer kept for a repeat: a save answers a few hundred bytes; a larger one keeps
 * its key alone, and its repeat is told it was saved (409 ALREADY_APPLIED) once it is lost.
 */
export const MAX_KEPT_ANSWER = 64 * 1024;
/** A key kept without its answer this long: its save committed, its process ended before. */
const LOST_AFTER_MS = 60_000;

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

function replay(
  reply: FastifyReply,
  kept: { status: number; answer: string | null; content_type: string | null },
) {
  reply.header('idempotent-replayed', 'true').code(kept.status);
  if (kept.content_type) reply.type(kept.content_type);
  return reply.send(kept.answer ?? '');
}

/**
 * `Idempotency-Key` on every save (issue 26, Stripe's semantics): the first request with a key
 * runs, its key kept in its save's transaction (writeTransaction) and its answer beside it; a
 * repeat gets that answer again and writes nothing; the same key with another request is
 * refused (422). A request whose work keeps no key (a read sent by POST) is left as it is.
 */
export const idempotencyPlugin = shared(async (app: FastifyInstance) => {
  const kept = app.repos.idempotentRequests;
  app.decorateRequest('idempotent', null);

  // old keys go (every instance prunes; deleting twice is harmless)
  let pruning: NodeJS.Timeout | undefined;
  const prune = () =>
    kept.prune(KEEP_DAYS).catch((error: unknown) => app.log.warn({ err: error }, 'prune failed'));
  app.addHook('onReady', async () => {
    void prune();
    pruning = setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(pruning));

  // after the access checks: a refused request never reaches its key
  app.addHook('preHandler', (request, reply, done) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || !WRITES.has(request.method) || !request.user) return done();
    if (typeof key !== 'string' || !KEY.test(key))
      return done(badRequest('Idempotency-Key: 8-128 letters, digits and . _ : -'));
    const write = { userId: request.user.user_id, key, hash: hashOf(request), reserved: false };
    kept.find(write.userId, key, LOST_AFTER_MS).then((found) => {
      if (!found) {
        request.idempotent = write;
        return runAsIdempotentWrite(write, done);
      }
      if (found.request_hash !== write.hash)
        return done(
          new AppError(
            422,
            API_ERROR.IDEMPOTENCY_KEY_REUSED,
            'this key was sent with another request',
          ),
        );
      if (found.status !== null) return void replay(reply, { ...found, status: found.status });
      return done(
        found.lost
          ? new AppError(409, API_ERROR.ALREADY_APPLIED, 'saved; its answer was lost')
          : new AppError(409, API_ERROR.IN_PROGRESS, 'this request is still being handled'),
      );
    }, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.idempotent;
    // a request whose key no save kept (a read sent by POST, a refused save) keeps nothing
    if (!write?.reserved || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    const answer = {
      status: reply.statusCode,
      answer: payload.toString(),
      contentType: (reply.getHeader('content-type') as string | undefined) ?? null,
    };
    // a failure after the save committed keeps no answer: its repeat learns it was saved
    if (answer.status < 500 && Buffer.byteLength(answer.answer) <= MAX_KEPT_ANSWER)
      await kept.keepAnswer(write, answer);
    return payload;
  });
});
