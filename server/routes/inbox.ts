import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { InboxMessage } from '../../src/domain/inbox';
import { notFound } from '../appError';
import { JOB_STATES } from '../../src/domain/jobs';
import { jobQueue, type JobState } from '../jobs/jobQueue';
import { authErrors, typed } from '../shared/routeSchemas';

const message = {
  type: 'object',
  required: ['id', 'title', 'body', 'link', 'createdAt', 'readAt'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    body: { type: 'string' },
    link: { type: 'string' },
    createdAt: { type: 'string' },
    readAt: { type: ['string', 'null'] },
  },
} as const;

/**
 * The signed-in person's in-app messages (issue 47: the reminders' channel that needs no
 * permission), and the administrators' view of the shared jobs.
 */
export async function inboxRoutes(app: FastifyInstance) {
  const db = app.database.kysely;
  typed(app).get(
    '/inbox',
    {
      schema: {
        summary: 'My messages, newest first (at most 50), and how many are unread',
        response: {
          200: {
            type: 'object',
            required: ['unread', 'items'],
            properties: { unread: { type: 'integer' }, items: { type: 'array', items: message } },
          },
          ...authErrors,
        },
      },
    },
    async (request) => {
      const userId = request.user.user_id;
      const [{ rows: items }, { rows: counted }] = await Promise.all([
        sql<InboxMessage>`
          select id::int, title, body, link, to_json(created_at)#>>'{}' as "createdAt",
            to_json(read_at)#>>'{}' as "readAt"
          from inbox_message where user_id = ${userId}
          order by created_at desc, id desc limit 50`.execute(db),
        sql<{ n: number }>`
          select count(*)::int as n from inbox_message
          where user_id = ${userId} and read_at is null`.execute(db),
      ]);
      return { unread: counted[0]!.n, items };
    },
  );

  typed(app).put(
    '/inbox/:id/read',
    {
      schema: {
        summary: 'Marks one of my messages read (another person’s: 404)',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['id', 'readAt'],
            properties: { id: { type: 'integer' }, readAt: { type: 'string' } },
          },
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { rows } = await sql<{ id: number; readAt: string }>`
        update inbox_message set read_at = coalesce(read_at, now())
        where id = ${request.params.id} and user_id = ${request.user.user_id}
        returning id::int, to_json(read_at)#>>'{}' as "readAt"`.execute(db);
      if (!rows[0]) throw notFound('no such message');
      return rows[0];
    },
  );

  typed(app).get(
    '/jobs',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Administrators: the shared jobs by state, the newest 100, with their errors',
        querystring: {
          type: 'object',
          properties: { state: { type: 'string', enum: [...JOB_STATES] } },
        },
        response: { ...authErrors },
      },
    },
    async (request) => {
      const state = (request.query.state ?? null) as JobState | null;
      const [counts, items] = await Promise.all([
        jobQueue.counts(db),
        jobQueue.list(db, state, 100),
      ]);
      return { counts, items };
    },
  );

  const channels = {
    type: 'object',
    required: ['email', 'emailAvailable'],
    properties: { email: { type: 'boolean' }, emailAvailable: { type: 'boolean' } },
  } as const;
  const channelsOf = async (userId: number) => {
    const { rows } = await sql<{ email: boolean }>`
      select email from notify_preference where user_id = ${userId}`.execute(db);
    return { email: rows[0]?.email ?? true, emailAvailable: app.reminderChannels.email };
  };

  typed(app).get(
    '/inbox/channels',
    {
      schema: {
        summary:
          'My reminder channels besides the inbox (e-mail), and whether the server sends e-mail',
        response: { 200: channels, ...authErrors },
      },
    },
    async (request) => channelsOf(request.user.user_id),
  );

  typed(app).put(
    '/inbox/channels',
    {
      schema: {
        summary: 'Choose my reminder channels besides the inbox',
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email: { type: 'boolean' } },
        },
        response: { 200: channels, ...authErrors },
      },
    },
    async (request) => {
      const userId = request.user.user_id;
      await sql`
        insert into notify_preference (user_id, email) values (${userId}, ${request.body.email})
        on conflict (user_id) do update set email = excluded.email, updated_at = now()`.execute(db);
      return channelsOf(userId);
    },
  );
}
