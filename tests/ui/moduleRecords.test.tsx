import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import type { Profile } from '../../src/domain';
import { blankCountForm, blankRegister, type ModuleDefinition } from '../../src/domain/engine';
import { i18nProvider } from '../../src/i18n';
import { withDefinedWords } from '../../src/engine/defined/definedWords';
import { ModuleRecordsPage } from '../../src/custom/module-builder';
import { SelectedPlaceProvider } from '../../src/shared/geo-picker';
import { ADMIN, READER, fakeDeps } from './shell/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const retired = (d: ModuleDefinition, name: string): ModuleDefinition => ({
  ...d,
  state: 'retired',
  version: 3,
  labels: { mr: { ...d.labels.mr, name, fields: { ...Object(d.labels.mr.fields), field1: 'घरे' } } },
});
const camp = retired(blankRegister('shibir'), 'शिबिरे २०२५');
const count = retired(blankCountForm('seva-vrutta'), 'सेवा वृत्त २०२५');

function renderRecords(name: string, profile: Profile = ADMIN) {
  const dataProvider = {
    getAllModules: vi.fn().mockResolvedValue({ modules: [camp, count], drafts: [] }),
    getList: vi.fn().mockResolvedValue({
      data: [{ id: 5, title: 'आरोग्य शिबिर', location_id: 11, place: 'कोथरूड गाव' }],
      total: 1,
    }),
    getRollupReport: vi.fn().mockResolvedValue({
      place: { localized_name: 'पश्चिम महाराष्ट्र', name_suffix: 'प्रांत', level_id: 1 },
      year: '2025-2026',
      festival: null,
      computed_at: '2026-03-31T10:00:00Z',
      rows: [
        {
          location_id: 2,
          localized_name: 'पुणे',
          name_suffix: 'विभाग',
          level_id: 2,
          eligible: 4,
          values: { _records: 3, field1: 120 },
        },
      ],
    }),
    getModules: vi.fn().mockResolvedValue(null),
  };
  render(
    <TestMemoryRouter initialEntries={[`/modules/records/${name}`]}>
      <AdminContext
        authProvider={createAuthProvider(fakeDeps(profile))}
        dataProvider={dataProvider as never}
        i18nProvider={withDefinedWords(i18nProvider)}
        store={memoryStore()}
      >
        <SelectedPlaceProvider>
          <Routes>
            <Route path="/modules/records/:name" element={<ModuleRecordsPage />} />
          </Routes>
        </SelectedPlaceProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return dataProvider;
}

describe('a retired module’s records, read by an administrator', () => {
  it('lists a retired register’s records read-only, with its Excel download', async () => {
    const dataProvider = renderRecords('shibir');
    expect(await screen.findByRole('heading', { name: 'शिबिरे २०२५: नोंदी' })).toBeInTheDocument();
    expect(screen.getByText(/हा विभाग बंद आहे/)).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /नाव/ })).toBeInTheDocument();
    expect(await within(table).findByText('आरोग्य शिबिर')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'shibir',
      expect.objectContaining({ filter: expect.objectContaining({ location_id: 1 }) }),
    );
    expect(screen.getByRole('button', { name: 'एक्सेल डाउनलोड' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /नवी नोंद|जोडा|Create/ })).not.toBeInTheDocument();
    // a row opens read-only: its values shown, nothing to save
    await userEvent.click(within(table).getByRole('button', { name: 'माहिती पहा' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /नाव/ })).toHaveValue('आरोग्य शिबिर');
    expect(within(dialog).getByRole('textbox', { name: /नाव/ })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /जतन/ })).not.toBeInTheDocument();
  });

  it('rolls up a retired count form’s records for the place found, with its workbook', async () => {
    const dataProvider = renderRecords('seva-vrutta');
    await userEvent.click(await screen.findByRole('button', { name: 'शोधा' }));
    const report = await screen.findByRole('table');
    expect(within(report).getByRole('columnheader', { name: 'घरे' })).toBeInTheDocument();
    expect(within(report).getByText('पुणे विभाग').closest('tr')).toHaveTextContent('120');
    expect(dataProvider.getRollupReport).toHaveBeenCalledWith(
      'seva-vrutta',
      expect.objectContaining({ locationId: 1 }),
    );
    expect(screen.getByRole('button', { name: 'xlsx डाउनलोड करा' })).toBeInTheDocument();
  });

  it('says so when no module has the name', async () => {
    renderRecords('nahi');
    expect(await screen.findByText('"nahi" नावाचा विभाग सापडला नाही.')).toBeInTheDocument();
  });

  it('is refused to someone who is not an administrator', async () => {
    const dataProvider = renderRecords('shibir', READER);
    expect(await screen.findByText('हे पान फक्त प्रशासकांसाठी आहे.')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList).not.toHaveBeenCalled());
  });
});
