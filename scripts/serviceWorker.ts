// The service worker (issue 26, point 1), written by the build: it precaches the app shell and
// the entry screens of this build (their chunks and what they import), keeps any other chunk
// the app fetches while online, and answers navigations with the cached page when there is no
// network. A new build's worker waits until the person chooses to use it (never mid-entry).
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The screens that must open with no network, by their source module. */
export const OFFLINE_SCREENS = [
  'src/layout/AppLayout.tsx',
  'src/engine/countForm/CountFormPage.tsx',
  'src/custom/outbox/OutboxPage.tsx',
  // English, loaded when chosen: an English reader's app opens offline too
  'src/i18n/en.ts',
];

/** The files to precache: index.html, the entry chunk and the offline screens, with imports. */
export function shellFiles(bundle: OutputBundle, screens = OFFLINE_SCREENS): string[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter(
    (c) =>
      c.isEntry ||
      (c.facadeModuleId &&
        screens.some((s) => c.facadeModuleId!.replaceAll('\\', '/').endsWith(s))),
  );
  const files = new Set<string>(['index.html']);
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    const css = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } })
      .viteMetadata?.importedCss;
    css?.forEach((f) => files.add(f));
    chunk.imports.forEach((name) => {
      const next = byName.get(name);
      if (next) visit(next);
    });
  };
  roots.forEach(visit);
  return [...files].sort();
}

/** The worker's source for a base path and its files (the version: a hash of their names). */
export function workerSource(base: string, files: readonly string[]): string {
  const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  return `// built by scripts/serviceWorker.ts
const BASE = ${JSON.stringify(base)};
const SHELL = 'ssm-shell-${version}';
const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(FILES.map((f) => BASE + f))));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('ssm-shell-') && k !== SHELL).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('message', (event) => {
  if (event.data === 'ssm-use-new-version') self.skipWaiting();
});
// a reminder pushed by the server (issue 47): shown once however often it arrives (its tag),
// and a tap opens its month's entry in an open window of the app, or a new one
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(message.title || '', {
      body: message.body || '',
      tag: 'inbox-' + (message.id || ''),
      lang: 'mr',
      data: { link: message.link || '/' },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // BASE ends with '/', the link starts with one
  const url = BASE.slice(0, -1) + ((event.notification.data && event.notification.data.link) || '/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith(BASE));
      return open ? open.navigate(url).then((w) => (w || open).focus()) : self.clients.openWindow(url);
    }),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (!url.pathname.startsWith(BASE) || url.pathname.startsWith(BASE + 'sw.js')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(BASE + 'index.html', { cacheName: SHELL })));
    return;
  }
  if (!url.pathname.startsWith(BASE + 'assets/')) return;
  event.respondWith(
    caches.open(SHELL).then((cache) =>
      cache.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((answer) => {
            if (answer.ok) cache.put(request, answer.clone());
            return answer;
          }),
      ),
    ),
  );
});
`;
}

/** The Vite plugin: emits `sw.js` beside index.html. */
export function serviceWorker(): Plugin {
  let base = '/';
  return {
    name: 'ssm-service-worker',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: workerSource(base, shellFiles(bundle)),
      });
    },
  };
}
