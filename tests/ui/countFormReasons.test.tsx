import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { AdminContext, HttpError, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProvider';
import type { CountSheet } from '../../src/domain/engine';
import { countFormByName } from '../../src/domain/modules';
import { CountEntry } from '../../src/engine/countForm/CountEntry';
import { useCountSheet } from '../../src/engine/countForm/useCountSheet';
import { i18nProvider } from '../../src/i18n';
import { fakeAuthProvider, fakeDataProvider, permissionsAt } from './pickerHarness';

// issue 48 §1: a warning the server judges (last year, another form) asks why on the card
vi.setConfig({ testTimeout: 20_000 });
const d = countFormByName('bhaugolik')!;
const BODY = { locationId: 24, year: '2026-27' };
const SHEET = {
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
    },
  ],
} as unknown as CountSheet;
const CHECK = 'व्यक्ती मागील वर्षाच्या दुपटीपेक्षा जास्त आहेत';
const REFUSAL = new HttpError('app.error.VALIDATION', 400, {
  message: `कोळवण गाव: ${CHECK} — तरीही जतन करायचे असल्यास कारण एका ओळीत लिहा`,
  code: 'VALIDATION',
  error: [
    {
      row: 31,
      field: 'persons',
      key: 'app.check.reasonNeeded',
      args: { check: CHECK, code: 'grewFast' },
      message: `कोळवण गाव: व्यक्ती: ${CHECK} — तरीही जतन करायचे असल्यास कारण एका ओळीत लिहा`,
    },
  ],
});

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

describe('a warning of the server asks a reason on its card', () => {
  it('shows the warning, takes a one-line reason, and sends it with the record', async () => {
    const saveCountSheet = vi
      .fn<AppDataProvider['saveCountSheet']>()
      .mockRejectedValueOnce(REFUSAL)
      .mockResolvedValue({ saved: 1 });
    render(
      <AdminContext
        dataProvider={fakeDataProvider({ getCountSheet: vi.fn(async () => SHEET), saveCountSheet })}
        authProvider={fakeAuthProvider(permissionsAt(8))}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Entry />
      </AdminContext>,
    );
    const card = within(await screen.findByTestId('subject-31'));
    fireEvent.change(card.getAllByRole('textbox')[1]!, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: /जतन करा/ }));

    const reason = await card.findByLabelText(`कारण: ${CHECK}`);
    expect(card.getByText(/तरीही जतन करायचे असल्यास कारण एका ओळीत लिहा/)).toBeInTheDocument();
    expect(reason).toHaveAttribute('maxlength', '200');
    fireEvent.change(reason, { target: { value: 'नवीन वस्ती जोडली' } });
    fireEvent.click(screen.getByRole('button', { name: /जतन करा/ }));
    await waitFor(() => expect(saveCountSheet).toHaveBeenCalledTimes(2));
    expect(saveCountSheet.mock.calls[1]![1].records).toEqual([
      {
        subject_id: 31,
        version: 0,
        values: expect.objectContaining({ persons: 30 }),
        reasons: { grewFast: 'नवीन वस्ती जोडली' },
      },
    ]);
  });
});
