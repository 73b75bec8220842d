import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProvider';
import { type CountSheet } from '../../src/domain/engine';
import { countFormByName } from '../../src/domain/modules';
import { CountEntry } from '../../src/engine/countForm/CountEntry';
import { useCountSheet } from '../../src/engine/countForm/useCountSheet';
import { i18nProvider } from '../../src/i18n';
import { fakeAuthProvider, fakeDataProvider, permissionsAt } from './pickerHarness';

vi.setConfig({ testTimeout: 20_000 });
const d = countFormByName('bhaugolik')!;
const BODY = { locationId: 24, year: '2026-27' };
const SHEET: CountSheet = {
  place: { location_id: 24, label: 'पौड उपखंड', level_id: 8 },
  year: '2026-27',
  gate: { status: 'open', closesOn: null },
  subjects: [
    {
      subject_id: 31,
      name: 'कोळवण गाव',
      place: { location_id: 31, label: 'कोळवण गाव' },
      group: { location_id: 26, label: 'पौड मंडल', parent: null },
      ekak_type_id: null,
      ekak_sub_type_id: null,
      values: {},
      version: 0,
      saved_at: null,
      history: { months: [{ households: 40 }, { households: 44 }], volunteers: null },
    },
  ],
} as unknown as CountSheet;

/** The entry of a declared count form as its page shows it, loaded for one place and year. */
function Entry() {
  const entry = useCountSheet(d);
  const { load } = entry;
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked) {
      setAsked(true);
      void load(BODY);
    }
  }, [asked, load]);
  return entry.sheet ? <CountEntry d={d} entry={entry} writable heading="पौड उपखंड" /> : null;
}

function setup() {
  const saveCountSheet = vi.fn<AppDataProvider['saveCountSheet']>(async () => ({ saved: 1 }));
  const dataProvider = fakeDataProvider({
    getCountSheet: vi.fn(async () => SHEET),
    saveCountSheet,
  });
  render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider(permissionsAt(8))}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <Entry />
    </AdminContext>,
  );
  return saveCountSheet;
}

describe('a declared count form with an unusual figure', () => {
  it('shows the reason in amber and saves only after one confirmation', async () => {
    const saveCountSheet = setup();
    const card = within(await screen.findByTestId('subject-31'));
    const households = card.getAllByRole('textbox')[0]!;
    fireEvent.change(households, { target: { value: '420' } });
    expect(card.getByText('नेहमीपेक्षा खूप जास्त: मागील महिन्यांचा मध्यक 42')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /जतन करा/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('असामान्य आकडे');
    expect(saveCountSheet).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'तपासले, बरोबर आहे' }));
    await waitFor(() => expect(saveCountSheet).toHaveBeenCalledTimes(1));
    expect(saveCountSheet.mock.calls[0]![1]).toMatchObject({
      ...BODY,
      confirmedUnusual: true,
      records: [{ subject_id: 31, values: { households: 420 } }],
    });
  });
});
