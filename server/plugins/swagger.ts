import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../src/domain/profile';
import { shared } from './shared';

/** Collects the routes' JSON schemas into an OpenAPI document (served by routes/openapi.ts). */
export const swaggerPlugin = shared(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'SSM records API', version: APP_VERSION },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ firebase: [] }],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
});
