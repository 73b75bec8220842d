import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { badRequest } from '../appError';
import { isPushEndpoint, vapidKeys } from '../jobs/webPush';
import { authErrors, typed } from '../shared/routeSchemas';

const subscription = {
  type: 'object',
  required: ['endpoint', 'keys'],
  additionalProperties: false,
  properties: {
    // a push service's address (isPushEndpoint says which), bounded
    endpoint: { type: 'string', maxLength: 2000 },
    keys: {
      type: 'object',
      required: ['p256dh', 'auth'],
      additionalProperties: false,
      properties: {
        p256dh: { type: 'string', minLength: 1, maxLength: 200 },
        auth: { type: 'string', minLength: 1, maxLength: 100 },
      },
    },
    expirationTime: { type: ['number', 'null'] },
  },
} as const;

/**
 * Web push (issue 47): the server's public VAPID key for a device to subscribe with, and my
 * devices' subscriptions — added when I switch push on, removed on sign-out or when I switch it
 * off. An endpoint is one device: subscribing it again moves it to whoever signed in there.
 */
export async function pushRoutes(app: FastifyInstance, opts: { pushHosts?: readonly string[] }) {
  const db = app.database.kysely;
  typed(app).get(
    '/push/key',
    {
      schema: {
        summary: 'The public VAPID key a device subscribes to push with',
        response: {
          200: {
            type: 'object',
            required: ['publicKey'],
            properties: { publicKey: { type: 'string' } },
          },
          ...authErrors,
        },
      },
    },
    async () => ({ publicKey: (await vapidKeys(db)).publicKey }),
  );

  typed(app).post(
    '/push/subscriptions',
    {
      schema: {
        summary: 'Reminders pushed to this device (its browser subscription)',
        body: subscription,
        response: { ...authErrors },
      },
    },
    async (request) => {
      const { endpoint, keys } = request.body;
      if (!isPushEndpoint(endpoint, opts.pushHosts)) {
        throw badRequest('not a push service', [
          { field: 'endpoint', message: 'not a push service', key: 'app.inbox.push.badEndpoint' },
        ]);
      }
      await sql`
        insert into push_subscription (user_id, endpoint, p256dh, auth)
        values (${request.user.user_id}, ${endpoint}, ${keys.p256dh}, ${keys.auth})
        on conflict (endpoint) do update set user_id = excluded.user_id,
          p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`.execute(db);
      return { subscribed: true };
    },
  );

  typed(app).delete(
    '/push/subscriptions',
    {
      schema: {
        summary: 'No more pushes to this device (sign-out, or push switched off)',
        body: {
          type: 'object',
          required: ['endpoint'],
          additionalProperties: false,
          properties: { endpoint: { type: 'string', maxLength: 2000 } },
        },
        response: { ...authErrors },
      },
    },
    async (request) => {
      await sql`
        delete from push_subscription
        where endpoint = ${request.body.endpoint} and user_id = ${request.user.user_id}`.execute(
        db,
      );
      return { subscribed: false };
    },
  );
}
