import type { FastifyInstance } from 'fastify';
import type { DevMailbox } from '../jobs/devMailbox';
import { translateMr } from '../shared/translateMr';

const T = 'app.inbox.devMailbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linked = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * `GET /dev/mailbox` (`npm start` only, never with SMTP_URL): the development mailbox's
 * messages, newest first, as a page to read in the browser.
 */
export async function devMailboxRoutes(app: FastifyInstance, opts: { mailbox: DevMailbox }) {
  app.get(
    '/dev/mailbox',
    {
      config: { public: true },
      schema: { hide: true, summary: 'Development only: the e-mails the app sent' },
    },
    async (_request, reply) => {
      const messages = opts.mailbox.messages();
      const title = translateMr(`${T}.title`, { count: messages.length });
      const items = messages.map(
        (m) => `<article>
  <h2>${escape(m.subject)}</h2>
  <p class="meta">${escape(m.to)} · ${escape(m.date)}</p>
  <pre>${linked(m.text)}</pre>
</article>`,
      );
      const body = items.length ? items.join('\n') : `<p>${escape(translateMr(`${T}.empty`))}</p>`;
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="mr"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font-family:'Noto Sans Devanagari',sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}
.meta{color:#555}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>${escape(title)}</h1>
${body}
</body></html>`);
    },
  );
}
