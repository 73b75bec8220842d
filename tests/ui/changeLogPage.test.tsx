import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChangeLogPage } from '../../src/custom/change-log/ChangeLogPage';
import type { ChangeEntry } from '../../src/domain/changes';
import { fakeDataProvider, permissionsAt, renderScreen } from './sankalpHarness';

vi.setConfig({ testTimeout: 20_000 });

const change = (id: string, extra: Partial<ChangeEntry> = {}): ChangeEntry => ({
  id,
  module: 'karyakarta',
  recordId: '17',
  placeId: 9,
  placeName: 'कोळवण गाव',
  field: 'responsibility',
  before: 'जुने',
  after: 'प्रमुख',
  who: 'उपखंड कार्यालय',
  whoId: 6,
  at: '2026-11-20T06:30:00.000Z',
  via: 'screen',
  ...extra,
});

function setup(
  getChanges = vi.fn(async () => ({
    data: [
      change('2:responsibility'),
      change('1:daysGiven', { field: 'daysGiven', before: null, after: 12, via: 'upload' }),
    ],
    total: 2,
  })),
  path = '/changes',
) {
  renderScreen(<ChangeLogPage />, fakeDataProvider({ getChanges }), permissionsAt(6), path);
  return getChanges;
}

describe('/changes, बदल नोंद: who changed what in one’s area (issue 48 §3)', () => {
  it('lists each changed field with its place, module, before and after, who and how', async () => {
    setup();
    const rows = await screen.findAllByTestId('change-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('कोळवण गाव')).toBeInTheDocument();
    expect(first.getByText('कार्यकर्ता सूची')).toBeInTheDocument();
    expect(first.getByText('जुने')).toBeInTheDocument();
    expect(first.getByText('प्रमुख')).toBeInTheDocument();
    expect(first.getByText('उपखंड कार्यालय')).toBeInTheDocument();
    expect(first.getByText('स्क्रीनवरून')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '17' })).toHaveAttribute('href', '/karyakarta/17/show');
    const second = within(rows[1]!);
    expect(second.getByText('—')).toBeInTheDocument();
    expect(second.getByText('12')).toBeInTheDocument();
    expect(second.getByText('फाईल अपलोड')).toBeInTheDocument();
  });

  it('asks again for the chosen module and person, from the first page', async () => {
    const getChanges = setup();
    await screen.findAllByTestId('change-row');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'विभाग' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'कार्यकर्ता सूची' }),
    );
    fireEvent.change(screen.getByLabelText('कोणी (नाव किंवा ई-मेल)'), { target: { value: 'उपखंड' } });
    await waitFor(() =>
      expect(getChanges).toHaveBeenLastCalledWith(
        expect.objectContaining({ module: 'karyakarta', person: 'उपखंड', page: 1 }),
      ),
    );
  });

  it('opens on one record’s trail from its page, and shows all records again', async () => {
    const getChanges = setup(undefined, '/changes?module=karyakarta&recordId=17');
    await screen.findAllByTestId('change-row');
    expect(getChanges).toHaveBeenCalledWith(
      expect.objectContaining({ module: 'karyakarta', recordId: '17' }),
    );
    expect(screen.getByText('या नोंदीचे बदल: 17')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'सर्व नोंदी दाखवा' }));
    await waitFor(() =>
      expect(getChanges).toHaveBeenLastCalledWith(expect.not.objectContaining({ recordId: '17' })),
    );
  });

  it('refuses a "from" day after the "to" day without asking the server', async () => {
    const getChanges = setup();
    await screen.findAllByTestId('change-row');
    const calls = getChanges.mock.calls.length;
    fireEvent.change(screen.getByLabelText('पासून'), { target: { value: '20-11-2026' } });
    fireEvent.change(screen.getByLabelText('पर्यंत'), { target: { value: '10-11-2026' } });
    expect(await screen.findByText('"पासून" ची तारीख "पर्यंत" च्या नंतरची आहे')).toBeInTheDocument();
    expect(await screen.findByText('या निवडीत एकही बदल नाही')).toBeInTheDocument();
    expect(getChanges.mock.calls.length).toBe(calls + 1); // the "from" day alone, then none
  });

  it('says so when nothing changed', async () => {
    setup(vi.fn(async () => ({ data: [], total: 0 })));
    expect(await screen.findByText('या निवडीत एकही बदल नाही')).toBeInTheDocument();
  });

  it('offers to ask again when the trail could not be read', async () => {
    let reachable = false;
    const getChanges = vi.fn(async () => {
      if (!reachable) throw new Error('offline');
      return { data: [change('1:x')], total: 1 };
    });
    setup(getChanges);
    expect(await screen.findByText('बदल नोंद आणता आली नाही. पुन्हा प्रयत्न करा.')).toBeInTheDocument();
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'पुन्हा प्रयत्न करा' }));
    expect(await screen.findAllByTestId('change-row')).toHaveLength(1);
  });
});
