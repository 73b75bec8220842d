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
