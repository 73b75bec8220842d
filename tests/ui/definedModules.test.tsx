import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import type { ModulesAnswer } from '../../src/dataProvider/modules';
import { moduleByName } from '../../src/domain/modules';
import type { ModuleDefinition } from '../../src/domain/engine';
import { definedModulesStore } from '../../src/engine/defined/definedModulesStore';
import { withDefinedWords } from '../../src/engine/defined/definedWords';
import { DefinedModulesRefresh } from '../../src/engine/defined/DefinedModulesRefresh';
import { i18nProvider } from '../../src/i18n';
import { AppMenu } from '../../src/layout/AppMenu';
import { definedRoutes } from '../../src/screens/registry';
import { READER, fakeDeps } from './shell/fixtures';

vi.setConfig({ testTimeout: 20_000 });

/** A register defined in the browser, as GET /modules answers it. */
const seva = {
  name: 'seva-ui',
  kind: 'register',
  period: 'none',
  placeLevels: [10],
  sections: ['main'],
  fields: [
    { name: 'title', type: 'text', required: true, inList: true, section: 'main' },
    { name: 'location_id', type: 'place', inList: true, section: 'main' },
  ],
  access: {},
  menu: { id: 'menu-seva-ui', parent: 'application', order: 95 },
  routes: { list: ['/seva-ui'] },
  view: { list: 'table', titleField: 'title' },
  labels: { mr: { name: 'सेवा प्रकल्प', fields: { title: 'नाव' } }, en: { name: 'Service projects' } },
  version: 1,
  state: 'published',
} as unknown as ModuleDefinition;
const answer = (etag: string, modules: ModuleDefinition[]): ModulesAnswer => ({ etag, modules });

afterEach(() => act(() => definedModulesStore.receive(answer('"none"', []))));

describe('modules defined in the browser, as the app is told of them', () => {
  it('are looked up, routed and worded like the modules of the code; retired, they are gone', () => {
    definedModulesStore.receive(answer('"a"', [seva]));
    expect(moduleByName('seva-ui')?.kind).toBe('register');
    const { screens, resources } = definedRoutes();
    expect(screens.map((s) => s.path)).toEqual(['/seva-ui']);
    expect(resources.map((r) => r.name)).toEqual(['seva-ui']);
    const words = withDefinedWords(i18nProvider);
    expect(words.translate('resources.seva-ui.fields.title')).toBe('नाव');
    expect(words.translate('resources.seva-ui.name')).toBe('सेवा प्रकल्प');
    expect(words.translate('app.menu.group.application')).toBe(
      i18nProvider.translate('app.menu.group.application'),
    );
    // a module the answer no longer has (retired) is neither found nor routed
    definedModulesStore.receive(answer('"b"', []));
    expect(moduleByName('seva-ui')).toBeUndefined();
    expect(definedRoutes().screens).toEqual([]);
  });

  it('bring their menu entry into an open menu and take it away, with no reload', async () => {
    render(
      <TestMemoryRouter>
        <AdminContext
          authProvider={createAuthProvider(fakeDeps(READER))}
          i18nProvider={withDefinedWords(i18nProvider)}
          store={memoryStore()}
        >
          <AppMenu />
        </AdminContext>
      </TestMemoryRouter>,
    );
    await screen.findByText('कामकाज');
    expect(screen.queryByRole('link', { name: 'सेवा प्रकल्प' })).not.toBeInTheDocument();
    act(() => definedModulesStore.receive(answer('"a"', [seva])));
    expect(await screen.findByRole('link', { name: 'सेवा प्रकल्प' })).toHaveAttribute(
      'href',
      '/seva-ui',
    );
    act(() => definedModulesStore.receive(answer('"b"', [])));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'सेवा प्रकल्प' })).not.toBeInTheDocument(),
    );
  });

  it('are asked for when the shell opens and when the window regains focus, with the last ETag', async () => {
    const getModules = vi
      .fn<(etag?: string) => Promise<ModulesAnswer | null>>()
      .mockResolvedValueOnce(answer('"first"', [seva]))
      .mockResolvedValueOnce(null); // 304: unchanged
    render(
      <TestMemoryRouter>
        <AdminContext dataProvider={{ getModules } as never} store={memoryStore()}>
          <DefinedModulesRefresh />
        </AdminContext>
      </TestMemoryRouter>,
    );
    await waitFor(() => expect(moduleByName('seva-ui')).toBeDefined());
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(getModules).toHaveBeenCalledTimes(2));
    expect(getModules.mock.calls[1]).toEqual(['"first"']);
    expect(moduleByName('seva-ui')).toBeDefined();
  });
});
