import { fireEvent, screen, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GatheringRecordsPage } from '../../src/modules/gathering/records/GatheringRecordsPage';
import type { GatheringRecordRow, GatheringRecords } from '../../src/domain/dashboard';
import { dashboardMr } from '../../src/i18n/mr/dashboard';
import { PLACE, renderScreen } from './dashboardHarness';

vi.mock('xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('xlsx')>()),
  writeFile: vi.fn(),
}));
vi.setConfig({ testTimeout: 30_000 });
const R = dashboardMr.records;
const TODAY = new Date(2026, 9, 15);

const row = (
  id: number,
  name: string,
  saved: Partial<GatheringRecordRow> | null,
): GatheringRecordRow => ({
  location_id: id,
  location_name: name,
  name_suffix: 'उपखंड',
  level_id: 8,
  state: saved ? 'saved' : 'not_started',
  units_reported: 0,
  units_designated: 3,
  attendance: 0,
  saved_by: null,
  saved_at: null,
  unusual: false,
  ...saved,
});
const RECORDS: GatheringRecords = {
  place: PLACE,
  period: { year: '2026-27', month: 10 },
  rows: [
    row(9, 'बीटा', null),
    row(7, 'अल्फा', {
      units_reported: 2,
      attendance: 13,
      saved_by: 'प्रशासक',
      saved_at: '2026-10-14T06:30:00.000Z',
    }),
  ],
};

beforeEach(() => {
  localStorage.clear();
  vi.mocked(XLSX.writeFile).mockReset();
});

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('/ahawal/list', () => {
  it("lists the month's places of the chosen place, pending first", async () => {
    const getGatheringRecords = vi.fn(async () => RECORDS);
    renderScreen(<GatheringRecordsPage today={TODAY} />, { getGatheringRecords });
    expect(await screen.findByTestId('records-summary')).toHaveTextContent(
      'पश्चिम महाराष्ट्र प्रांत: एकूण 2, प्रलंबित 1, जतन 1',
    );
    expect(getGatheringRecords).toHaveBeenCalledWith({ locationId: 1, year: '2026-27', month: 10 });
    const [first, second] = bodyRows();
    expect(within(first).getByRole('rowheader')).toHaveTextContent('बीटा उपखंड');
    expect(first).toHaveTextContent(R.state.not_started);
    expect(first).toHaveTextContent('0 / 3 एकके');
    expect(second).toHaveTextContent('अल्फा उपखंड');
    expect(second).toHaveTextContent(R.state.saved);
    expect(second).toHaveTextContent('2 / 3 एकके');
    expect(second).toHaveTextContent('प्रशासक');
    expect(second).toHaveTextContent(/14-10-2026 \d\d:\d\d/);
  });

  it('marks a place with confirmed-unusual counts and prints the list on its own', async () => {
    const marked = { ...RECORDS, rows: [RECORDS.rows[0]!, { ...RECORDS.rows[1]!, unusual: true }] };
    renderScreen(<GatheringRecordsPage today={TODAY} />, {
      getGatheringRecords: async () => marked,
    });
    await screen.findByTestId('records-summary');
    const [first, second] = bodyRows();
    expect(within(second).getByRole('img', { name: 'असामान्य आकडे — तपासलेले' })).toBeVisible();
    expect(within(first).queryByRole('img', { name: /असामान्य/ })).not.toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'छापा / PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/पश्चिम महाराष्ट्र प्रांत — ऑक्टोबर 2026-27/)).toBeInTheDocument();
  });

  it('filters by state and downloads what it shows', async () => {
    renderScreen(<GatheringRecordsPage today={TODAY} />, {
      getGatheringRecords: async () => RECORDS,
    });
    await screen.findByTestId('records-summary');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: R.filter }));
    fireEvent.click(await screen.findByRole('option', { name: R.state.saved }));
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('अल्फा');
    fireEvent.click(screen.getByRole('button', { name: 'xlsx डाउनलोड करा' }));
    await vi.waitFor(() => expect(XLSX.writeFile).toHaveBeenCalled());
    const [book, name] = vi.mocked(XLSX.writeFile).mock.calls[0];
    expect(name).toBe('पश्चिम महाराष्ट्र प्रांत सांघिक नोंदी सूची.xlsx');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
    });
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 6)).toEqual(['अल्फा उपखंड', R.state.saved, 2, 3, 13, 'प्रशासक']);
  });

  it('says when the place has no gathering-entry place below it', async () => {
    renderScreen(<GatheringRecordsPage today={TODAY} />, {
      getGatheringRecords: async () => ({ ...RECORDS, rows: [] }),
    });
    expect(await screen.findByText(R.empty)).toBeInTheDocument();
  });

  it('says in Marathi when the list could not be read', async () => {
    renderScreen(<GatheringRecordsPage today={TODAY} />, {
      getGatheringRecords: () => Promise.reject(new Error('down')),
    });
    expect(await screen.findByText(R.failed)).toBeInTheDocument();
  });
});
