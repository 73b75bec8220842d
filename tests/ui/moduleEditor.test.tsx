import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import type { ModuleDefinition } from '../../src/domain/engine';
import { i18nProvider } from '../../src/i18n';
import { SelectedPlaceProvider } from '../../src/shared/geo-picker';
import { withDefinedWords } from '../../src/engine/defined/definedWords';
import { ModuleEditorPage } from '../../src/custom/module-builder/ModuleEditorPage';
import { standardDefinitions } from '../../server/engine/services/moduleDefinitions';
import { ADMIN, fakeDeps } from './shell/fixtures';

vi.setConfig({ testTimeout: 60_000 });

const served = standardDefinitions()
  .filter((d) => ['abhiyan-vrutta', 'karyakram'].includes(d.name))
  .map((d) => ({ ...d, state: 'standard' }) as ModuleDefinition);

function renderEditor(at = '/modules/new') {
  const dataProvider = {
    getAllModules: vi.fn().mockResolvedValue({ modules: served, drafts: [] }),
    createModule: vi.fn().mockResolvedValue({}),
    getModules: vi.fn().mockResolvedValue(null),
  };
  render(
    <TestMemoryRouter initialEntries={[at]}>
      <AdminContext
        authProvider={createAuthProvider(fakeDeps(ADMIN))}
        dataProvider={dataProvider as never}
        i18nProvider={withDefinedWords(i18nProvider)}
        store={memoryStore()}
      >
        <SelectedPlaceProvider>
          <Routes>
            <Route path="/modules/new" element={<ModuleEditorPage />} />
            <Route path="/modules/edit/:name" element={<p>saved</p>} />
          </Routes>
        </SelectedPlaceProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return dataProvider;
}

const fieldRow = (key: string) => screen.getByLabelText(key, { selector: 'div' });
/** Text put in a box at once (typing it key by key redraws the whole editor each time). */
const fill = async (box: HTMLElement, text: string) => {
  await userEvent.click(box);
  await userEvent.paste(text);
};
/** A blank count form begun in the editor, named in Marathi. */
async function startCountForm(name: string) {
  const [kind] = await screen.findAllByRole('combobox', { name: 'प्रकार' });
  await userEvent.click(kind!);
  await userEvent.click(screen.getByRole('option', { name: 'आकडे फॉर्म' }));
  const [moduleName] = screen.getAllByRole('textbox', { name: 'मराठी नाव' });
  await fill(moduleName!, name);
}
const preview = () => screen.getByLabelText('पूर्वावलोकन', { selector: 'div' });

describe('the module editor', () => {
  it('starts a count form blank: its field renamed with its word, previewed as the roll-up, saved', async () => {
    const dataProvider = renderEditor();
    await startCountForm('सेवा वृत्त');
    const row = fieldRow('field1');
    expect(within(row).getByRole('combobox', { name: 'प्रकार' })).toHaveTextContent('संख्या');
    await fill(within(row).getByRole('textbox', { name: 'मराठी नाव' }), 'घरे');
    const key = within(row).getByRole('textbox', { name: 'संकेत' });
    await userEvent.clear(key);
    await fill(key, 'households');
    // the word typed under the old key stays with the field
    expect(within(fieldRow('households')).getByRole('textbox', { name: 'मराठी नाव' })).toHaveValue(
      'घरे',
    );
    await userEvent.type(within(preview()).getByRole('spinbutton', { name: 'घरे' }), '12');
    const rollup = within(preview()).getByRole('table');
    expect(within(rollup).getByRole('columnheader', { name: 'घरे' })).toBeInTheDocument();
    const sample = within(rollup).getByText('नमुना ठिकाण').closest('tr')!;
    expect(sample).toHaveTextContent('12');
    await userEvent.click(screen.getByRole('button', { name: 'मसुदा जतन करा' }));
    await waitFor(() => expect(dataProvider.createModule).toHaveBeenCalledTimes(1));
    const saved = dataProvider.createModule.mock.calls[0]![0] as ModuleDefinition;
    expect(saved).toMatchObject({
      kind: 'countForm',
      fields: [{ name: 'households', type: 'count' }],
      labels: { mr: { name: 'सेवा वृत्त', fields: { households: 'घरे' } } },
    });
    expect(await screen.findByText('saved')).toBeInTheDocument();
  });

  it('switches a count form’s approval on, with its own approvers: office heads of the तालुका', async () => {
    const dataProvider = renderEditor();
    await startCountForm('सेवा वृत्त');
    const options = within(screen.getByTestId('approval-options'));
    await userEvent.click(
      options.getByRole('switch', {
        name: 'कालावधीची माहिती पूर्ण म्हणून पाठवणे आणि वरच्या कार्यालयाची मंजुरी',
      }),
    );
    expect(options.getByText('वर निवडलेल्या पातळ्यांची कार्यालये मंजुरी देतात.')).toBeInTheDocument();
    await userEvent.click(
      options.getByRole('switch', { name: '"मंजुरी" हा टप्पा ठरावीक पातळ्या व भूमिकांसाठीच' }),
    );
    const levels = within(options.getByRole('group', { name: 'या टप्प्यासाठी पातळ्या' }));
    await userEvent.click(levels.getByRole('checkbox', { name: 'तालुका' }));
    await userEvent.click(options.getByRole('combobox', { name: 'भूमिका' }));
    await userEvent.click(screen.getByRole('option', { name: 'कार्यालय प्रमुख' }));
    await userEvent.click(screen.getByRole('button', { name: 'मसुदा जतन करा' }));
    await waitFor(() => expect(dataProvider.createModule).toHaveBeenCalledTimes(1));
    const saved = dataProvider.createModule.mock.calls[0]![0] as ModuleDefinition;
    expect(saved).toMatchObject({
      kind: 'countForm',
      periodPolicy: {
        approval: {
          levels: [1, 2, 3, 6, 7],
          steps: { approve: [{ level: 6, role: 'karyalay_pramukh' }] },
        },
      },
    });
  });

  it('reminds a count form’s pending offices by the days typed, refusing a list that does not parse', async () => {
    const dataProvider = renderEditor();
    await startCountForm('सेवा वृत्त');
    await userEvent.click(
      within(screen.getByTestId('approval-options')).getByRole('switch', {
        name: 'कालावधीची माहिती पूर्ण म्हणून पाठवणे आणि वरच्या कार्यालयाची मंजुरी',
      }),
    );
    const reminders = within(screen.getByTestId('reminder-options'));
    await userEvent.click(
      reminders.getByRole('switch', { name: 'माहिती बाकी असलेल्या कार्यालयांना आठवण पाठवा' }),
    );
    const days = reminders.getByRole('textbox', { name: /आठवणीचे दिवस/ });
    expect(days).toHaveValue('-14, -7, 0, 7');
    await userEvent.clear(days);
    await userEvent.type(days, '0, 10, x');
    expect(reminders.getByText(/-31 ते 62 मधील पूर्ण संख्या/)).toBeInTheDocument();
    await userEvent.clear(days);
    await userEvent.type(days, '10, 0');
    await userEvent.click(reminders.getByRole('combobox', { name: /एकत्रित यादी/ }));
    await userEvent.click(screen.getByRole('option', { name: 'देय दिवसापासून 10 दिवस' }));
    await userEvent.click(screen.getByRole('button', { name: 'मसुदा जतन करा' }));
    await waitFor(() => expect(dataProvider.createModule).toHaveBeenCalledTimes(1));
    const saved = dataProvider.createModule.mock.calls[0]![0] as ModuleDefinition;
    expect(saved).toMatchObject({
      periodPolicy: { reminders: { days: [0, 10], escalateFrom: 10 } },
    });
  });

  it('previews a register as its real list, holding the record typed in its form', async () => {
    renderEditor();
    await fill(
      within(await screen.findByLabelText('पूर्वावलोकन', { selector: 'div' })).getByRole('textbox', {
        name: /^नाव/,
      }),
      'आरोग्य शिबिर',
    );
    const list = within(preview()).getByRole('table');
    expect(within(list).getByRole('columnheader', { name: /ठिकाण/ })).toBeInTheDocument();
    expect(within(list).getByText('आरोग्य शिबिर')).toBeInTheDocument();
  });

  it('gives a register the Excel upload and a duplicate check on the fields chosen', async () => {
    const dataProvider = renderEditor();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Excel फाइलमधून/ }));
    await userEvent.click(screen.getByRole('combobox', { name: /दुहेरी नोंद/ }));
    await userEvent.click(screen.getByRole('option', { name: 'नाव' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'मसुदा जतन करा' }));
    await waitFor(() => expect(dataProvider.createModule).toHaveBeenCalledTimes(1));
    expect(dataProvider.createModule.mock.calls[0]![0]).toMatchObject({
      kind: 'register',
      upload: true,
      duplicates: ['title'],
    });
  });

  it('starts a report over a count form, previewed as that form’s roll-up', async () => {
    renderEditor();
    const [kind] = await screen.findAllByRole('combobox', { name: 'प्रकार' });
    await userEvent.click(kind!);
    await userEvent.click(screen.getByRole('option', { name: 'एकत्रित अहवाल' }));
    expect(screen.getByRole('combobox', { name: 'कोणत्या फॉर्मची बेरीज' })).toHaveTextContent(
      'अभियान वृत्त',
    );
    expect(screen.queryByText('क्षेत्र जोडा')).not.toBeInTheDocument();
    const rollup = within(preview()).getByRole('table');
    expect(within(rollup).getByText('नमुना ठिकाण')).toBeInTheDocument();
  });
});
