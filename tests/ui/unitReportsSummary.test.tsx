import { appMr } from '../../src/i18n/mr/app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadWorkbook } from '../../src/shared/exports/downloadWorkbook';
import { SadyasthitiAhawal } from '../../src/modules/units/sadyasthiti';
import type { UnitSummary, UnitSummaryChild } from '../../src/dataProvider/unitSummary';
import { unitReportsMr } from '../../src/i18n/mr/unitReports';
import { SankalpAhawal } from '../../src/modules/units';
import { fakeDataProvider, permissionsAt, renderScreen } from './sankalpHarness';

vi.mock('../../src/shared/exports/downloadWorkbook', () => ({ downloadWorkbook: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(downloadWorkbook).mockReset();
});

const R = unitReportsMr.unitReports;
const D = appMr.download;
const subTypes = (...n: number[]) => Object.fromEntries(n.map((v, i) => [i + 1, v]));
const child = (id: number, name: string, suffix: string, counts: Partial<UnitSummaryChild>) => ({
  location_id: id,
  localized_name: name,
  name_suffix: suffix,
  by_sub_type: subTypes(0, 0, 0, 0, 0, 0, 0, 0, 0),
  by_status: { active: 0, paused: 0, closed: 0 },
  ...counts,
});
const SUMMARY: UnitSummary = {
  location: { location_id: 6, level_id: 6, localized_name: 'हवेली', name_suffix: 'तालुका' },
  children: [
    child(9, 'वाघोली', 'उपखंड', {
      by_sub_type: subTypes(1, 0, 0, 2, 0, 0, 1, 0, 1),
      by_status: { active: 5, paused: 1, closed: 0 },
    }),
    child(13, 'लोणी', 'उपखंड नगर', {
      by_sub_type: subTypes(0, 0, 1, 0, 0, 0, 0, 0, 0),
      by_status: { active: 1, paused: 0, closed: 2 },
    }),
  ],
  totals: { by_sub_type: {}, by_status: { active: 6, paused: 1, closed: 2 } },
};

function provider(summary: UnitSummary = SUMMARY) {
  const getUnitSummary = vi.fn(async () => summary);
  return { getUnitSummary, dp: fakeDataProvider({ getUnitSummary }) };
}
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowOf = (text: string) =>
  screen
    .getAllByRole('cell')
    .find((c) => c.textContent === text)!
    .closest('tr')!;

describe('/sadyashiti/ahawal', () => {
  it('shows units by status per child place with a totals row, and downloads them', async () => {
    const { getUnitSummary, dp } = provider();
    renderScreen(<SadyasthitiAhawal />, dp, permissionsAt(6));
    await screen.findByText('वाघोली उपखंड', {}, { timeout: 10_000 });
    expect(getUnitSummary).toHaveBeenCalledWith(6);
    expect(cells(rowOf('वाघोली उपखंड'))).toEqual(['वाघोली उपखंड', '5', '1', '0', '6']);
    expect(cells(rowOf('लोणी उपखंड नगर'))).toEqual(['लोणी उपखंड नगर', '1', '0', '2', '3']);
    expect(cells(rowOf(R.total))).toEqual([R.total, '6', '1', '2', '9']);

    fireEvent.click(screen.getByRole('button', { name: D.button }));
    expect(await screen.findByText(D.done)).toBeInTheDocument();
    const [{ rows: sheet }, fileName] = vi.mocked(downloadWorkbook).mock.calls[0]!;
    expect(fileName).toBe(`हवेली तालुका ${R.statusReport.title}.xlsx`);
    expect(sheet).toEqual([
      [R.place, 'सक्रिय', 'स्थगित', 'बंद', R.total],
      ['वाघोली उपखंड', 5, 1, 0, 6],
      ['लोणी उपखंड नगर', 1, 0, 2, 3],
      [R.total, 6, 1, 2, 9],
    ]);
  });

  it('says when the place has no places under it, without a download button', async () => {
    const { dp } = provider({ ...SUMMARY, children: [] });
    renderScreen(<SadyasthitiAhawal />, dp, permissionsAt(6));
    expect(await screen.findByText(R.noChildren, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: D.button })).toBeNull();
  });
});

describe('/sankalp/ahawal', () => {
  it('shows active units per sub-type under their types, the totals row and the sheet', async () => {
    const { dp } = provider();
    renderScreen(<SankalpAhawal />, dp, permissionsAt(6));
    await screen.findByText('वाघोली उपखंड', {}, { timeout: 10_000 });
    for (const type of ['शाखा', 'साप्ताहिक मिलन']) expect(screen.getByText(type)).toBeTruthy();
    const wagholi = ['वाघोली उपखंड', '1', '0', '0', '2', '0', '0', '1', '0', '1', '5'];
    expect(cells(rowOf('वाघोली उपखंड'))).toEqual(wagholi);
    expect(cells(rowOf(R.total))).toEqual([
      R.total,
      '1',
      '0',
      '1',
      '2',
      '0',
      '0',
      '1',
      '0',
      '1',
      '6',
    ]);

    vi.mocked(downloadWorkbook).mockRejectedValueOnce(new Error('disk full'));
    fireEvent.click(screen.getByRole('button', { name: D.button }));
    expect(await screen.findByText(D.failed)).toBeInTheDocument();
    const [{ rows: sheet }, fileName] = vi.mocked(downloadWorkbook).mock.calls[0]!;
    expect(fileName).toBe(`हवेली तालुका ${R.sankalpReport.title}.xlsx`);
    expect(sheet[0]).toHaveLength(11);
    expect(sheet[0]![1]).toBe('शाखा – बाल');
    expect(sheet.at(-1)).toEqual([R.total, 1, 0, 1, 2, 0, 0, 1, 0, 1, 6]);
    await waitFor(() => expect(screen.getByRole('button', { name: D.button })).toBeEnabled());
  });
});
