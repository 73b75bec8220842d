import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { API_ERROR } from '../../src/domain/apiErrors';

const HASHED_ASSET = /\/assets\//;

/**
 * Security headers that only mean something on a document (index.html keeps them all). A
 * code chunk sent with them costs about 1 KB more; the sign-in page loads dozens of chunks.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The built single-page app under /stage/ (register with that prefix). Paths that are not
 * files get index.html so the client router can take them; a missing hashed asset stays a
 * 404 rather than HTML that the browser would try to run. The build writes brotli and gzip
 * copies beside each file (scripts/precompress.ts): a browser that accepts one gets it.
 */
export async function stagePlugin(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // caches keep the brotli, gzip and plain answers apart
      res.setHeader('vary', 'accept-encoding');
      const hashed = HASHED_ASSET.test(filePath);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // the response is node's ServerResponse; the plugin's type names only what it uses itself
      if (hashed)
        DOCUMENT_ONLY_HEADERS.forEach((name) =>
          (res as unknown as ServerResponse).removeHeader(name),
        );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || HASHED_ASSET.test(request.url)) {
      return reply.code(404).send({ message: 'Not found', code: API_ERROR.NOT_FOUND });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
