import type { Rollup } from 'vite';
import { shellFiles, workerSource } from '../../scripts/serviceWorker';

const chunk = (fileName: string, extra: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  }) as Rollup.OutputChunk;

describe('what the service worker keeps for the app to open offline (issue 26)', () => {
  const bundle = {
    'index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    'react.js': chunk('assets/react.js'),
    'layout.js': chunk('assets/AppLayout.js', {
      facadeModuleId: '/repo/src/layout/AppLayout.tsx',
      imports: ['assets/menu.js', 'assets/react.js'],
    }),
    'menu.js': chunk('assets/menu.js'),
    'count.js': chunk('assets/CountFormPage.js', {
      facadeModuleId: '/repo/src/engine/countForm/CountFormPage.tsx',
    }),
    'report.js': chunk('assets/Report.js', {
      facadeModuleId: '/repo/src/custom/report/ReportPage.tsx',
      imports: ['assets/exceljs.js'],
    }),
    'exceljs.js': chunk('assets/exceljs.js'),
  } as unknown as Rollup.OutputBundle;

  it('precaches the page, the entry chunk and the entry screens with what they import, nothing else', () => {
    expect(shellFiles(bundle)).toEqual([
      'assets/AppLayout.js',
      'assets/CountFormPage.js',
      'assets/index.js',
      'assets/menu.js',
      'assets/react.js',
      'index.html',
    ]);
  });

  it('names its cache by the build: another build, another version', () => {
    const a = workerSource('/stage/', ['index.html', 'assets/a.js']);
    const b = workerSource('/stage/', ['index.html', 'assets/b.js']);
    const version = (s: string) => /ssm-shell-([0-9a-f]{12})/.exec(s)![1];
    expect(version(a)).not.toBe(version(b));
    expect(a).toContain('"assets/a.js"');
    expect(a).toContain("'ssm-use-new-version'");
  });
});

describe('a reminder pushed to the device (issue 47)', () => {
  /** Runs the worker's source against a fake `self`, keeping its listeners. */
  function worker(windows: { url: string; navigate: (u: string) => Promise<unknown> }[] = []) {
    const listeners = new Map<string, (event: unknown) => void>();
    const shown: { title: string; options: Record<string, unknown> }[] = [];
    const opened: string[] = [];
    const self = {
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        listeners.set(type, listener),
      registration: {
        showNotification: async (title: string, options: Record<string, unknown>) =>
          void shown.push({ title, options }),
      },
      clients: {
        matchAll: async () => windows,
        openWindow: async (url: string) => void opened.push(url),
        claim: async () => undefined,
      },
      skipWaiting: () => undefined,
    };
    new Function('self', 'caches', workerSource('/stage/', ['index.html']))(self, {});
    const fire = async (type: string, event: Record<string, unknown>) => {
      let done: Promise<unknown> = Promise.resolve();
      listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
      await done;
    };
    return { fire, shown, opened };
  }
  const message = {
    id: 7,
    title: 'सांघिक: बाकी',
    body: 'पौड उपखंड',
    link: '/sanghik/add?year=2026-27&month=10',
  };

  it('shows its Marathi title and body, tagged so a second delivery replaces the first', async () => {
    const w = worker();
    await w.fire('push', { data: { json: () => message } });
    expect(w.shown).toEqual([
      {
        title: 'सांघिक: बाकी',
        options: expect.objectContaining({
          body: 'पौड उपखंड',
          tag: 'inbox-7',
          data: { link: message.link },
        }),
      },
    ]);
  });

  it('opens its month’s entry on a tap: in the open app window, else a new one', async () => {
    const url = '/stage/sanghik/add?year=2026-27&month=10';
    const tap = { notification: { data: { link: message.link }, close: () => undefined } };
    const alone = worker();
    await alone.fire('notificationclick', tap);
    expect(alone.opened).toEqual([url]);
    const navigated: string[] = [];
    const focus = async () => undefined;
    const open = worker([
      {
        url: 'http://localhost/stage/dashboard',
        navigate: async (u) => (navigated.push(u), { focus }),
      },
    ]);
    await open.fire('notificationclick', tap);
    expect(navigated).toEqual([url]);
    expect(open.opened).toEqual([]);
  });
});
