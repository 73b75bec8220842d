import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import type { ModuleDefinition } from '../../src/domain/engine';
import { i18nProvider } from '../../src/i18n';
import { ModuleBuilderPage } from '../../src/custom/module-builder';
import { standardDefinitions } from '../../server/engine/services/moduleDefinitions';
import { ADMIN, READER, fakeDeps } from './shell/fixtures';

vi.setConfig({ testTimeout: 20_000 });

const standard = {
  ...standardDefinitions().find((d) => d.name === 'abhiyan-vrutta')!,
  state: 'standard',
};
const seva = (state: string, name = 'seva') =>
  ({
    ...standardDefinitions().find((d) => d.name === 'karyakram')!,
    name,
    state,
    version: 2,
    labels: { mr: { name: 'सेवा प्रकल्प' } },
  }) as ModuleDefinition;

function renderList(
  profile = ADMIN,
  drafts: ModuleDefinition[] = [],
  modules = [standard, seva('published')],
) {
  const dataProvider = {
    getAllModules: vi.fn().mockResolvedValue({ modules, drafts }),
    retireModule: vi.fn().mockResolvedValue({}),
    publishModule: vi.fn().mockResolvedValue({ version: 3 }),
    getModules: vi.fn().mockResolvedValue(null),
  };
  render(
    <TestMemoryRouter>
      <AdminContext
        authProvider={createAuthProvider(fakeDeps(profile))}
        dataProvider={dataProvider as never}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ModuleBuilderPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return dataProvider;
}

describe('the module builder’s list', () => {
  it('lists every module with its state and version: standard ones copied only', async () => {
    renderList(ADMIN, [{ ...seva('draft'), labels: { mr: { name: 'सेवा प्रकल्प २०२७' } } }]);
    const standardRow = (await screen.findByText('abhiyan-vrutta')).closest('tr')!;
    expect(within(standardRow).getByText('मूळ')).toBeInTheDocument();
    expect(within(standardRow).getByRole('link', { name: 'प्रत करा' })).toBeInTheDocument();
    expect(within(standardRow).queryByRole('link', { name: 'बदला' })).not.toBeInTheDocument();
    const row = screen.getByText('seva').closest('tr')!;
    expect(within(row).getByText('सेवा प्रकल्प २०२७')).toBeInTheDocument(); // the draft's name
    expect(within(row).getByText('प्रकाशित')).toBeInTheDocument();
    expect(within(row).getByText('मसुदा बाकी')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'बदला' })).toHaveAttribute(
      'href',
      '/modules/edit/seva',
    );
    expect(within(row).getByRole('button', { name: 'प्रकाशित करा' })).toBeInTheDocument();
  });

  it('retires a published module only after the confirmation', async () => {
    const dataProvider = renderList();
    const row = (await screen.findByText('seva')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'बंद करा' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('"सेवा प्रकल्प" बंद करायचा आहे का?');
    expect(dataProvider.retireModule).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /पुष्टी|होय|Confirm/ }));
    await waitFor(() => expect(dataProvider.retireModule).toHaveBeenCalledWith('seva'));
  });

  it('offers a retired module to be read (its records) or brought back, not retired again', async () => {
    renderList(ADMIN, [], [standard, seva('retired', 'seva-2025')]);
    const row = (await screen.findByText('seva-2025')).closest('tr')!;
    expect(within(row).getByText('बंद')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'नोंदी पहा' })).toHaveAttribute(
      'href',
      '/modules/records/seva-2025',
    );
    expect(within(row).getByRole('button', { name: 'पुन्हा सुरू करा' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'बंद करा' })).not.toBeInTheDocument();
  });

  it('is refused to someone who is not an administrator', async () => {
    renderList(READER);
    expect(await screen.findByText('हे पान फक्त प्रशासकांसाठी आहे.')).toBeInTheDocument();
  });
});
