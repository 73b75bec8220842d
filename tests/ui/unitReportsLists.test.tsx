import { appMr } from '../../src/i18n/mr/app';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { downloadWorkbook } from '../../src/shared/exports/downloadWorkbook';
import { ActiveSuchi, SadyasthitiList } from '../../src/modules/units/sadyasthiti';
import type { Unit } from '../../src/dataProvider/sankalp';
import { unitReportsMr } from '../../src/i18n/mr/unitReports';
import {
  F,
  fakeDataProvider,
  permissionsAt,
  placeOf,
  renderScreen,
  unitOf,
} from './sankalpHarness';

vi.mock('../../src/shared/exports/downloadWorkbook', () => ({ downloadWorkbook: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(downloadWorkbook).mockReset();
});

const R = unitReportsMr.unitReports;
const D = appMr.download;
const UNITS = [
  unitOf(1),
  unitOf(2, {
    localized_name: '=cmd|calc',
    ekak_type_id: 2,
    ekak_sub_type_id: 7,
    meeting_day: 'बुधवार',
    meeting_time: '19:30',
    meeting_place: 'शाळा',
    location: placeOf(11),
  }),
];

function provider(units: Unit[] = UNITS) {
  const getList = vi.fn<(resource: string, params: GetListParams) => Promise<unknown>>(
    async () => ({ data: units, total: units.length }),
  );
  return { getList, dp: fakeDataProvider({ getList } as never) };
}
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('/sadyashiti/active-suchi', () => {
  it('lists the active units with their meeting details and downloads them', async () => {
    const { getList, dp } = provider();
    renderScreen(<ActiveSuchi />, dp, permissionsAt(6));
    const first = await screen.findByText('केसनंद शाखा 1', {}, { timeout: 10_000 });
    expect(getList.mock.calls[0]![1].filter).toEqual({ location_id: 6, status: 'active' });
    expect(cells(first.closest('tr')!)).toEqual([
      'केसनंद शाखा 1',
      'शाखा',
      'प्रौढ',
      'केसनंद गाव',
      'रविवार',
      '07:00',
      'मारुती मंदिर',
    ]);
    expect(screen.getByText('सक्रिय संकल्प: 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: D.button }));
    expect(await screen.findByText(D.done)).toBeInTheDocument();
    const [{ rows: sheet }, fileName] = vi.mocked(downloadWorkbook).mock.calls[0]!;
    expect(fileName).toBe(`हवेली तालुका ${R.active.title}.xlsx`);
    expect(sheet).toHaveLength(3);
    expect(sheet[0]).toEqual([
      F.localized_name,
      F.ekak_type_id,
      F.ekak_sub_type_id,
      R.active.village,
      F.meeting_day,
      F.meeting_time,
      F.meeting_place,
    ]);
    expect(sheet[2]).toEqual([
      "'=cmd|calc",
      'साप्ताहिक मिलन',
      'तरुण व्यावसायिक',
      'गणेशनगर वस्ती',
      'बुधवार',
      '19:30',
      'शाळा',
    ]);
  });

  it('says when there are no active units', async () => {
    renderScreen(<ActiveSuchi />, provider([]).dp, permissionsAt(6));
    expect(await screen.findByText(R.active.empty, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('/sadyashiti/list', () => {
  it('lists units with their status and effective date, each opening its status page', async () => {
    const paused = unitOf(3, { status: 'paused', status_date: '2026-01-10' });
    const { getList, dp } = provider([unitOf(1), paused]);
    renderScreen(
      <Routes>
        <Route path="/" element={<SadyasthitiList />} />
        <Route path="/sadyasthiti/view/:id" element={<p>status page</p>} />
      </Routes>,
      dp,
      permissionsAt(6),
    );
    const name = await screen.findByText('केसनंद शाखा 3', {}, { timeout: 10_000 });
    expect(getList.mock.calls[0]![1].filter).toMatchObject({ location_id: 6 });
    const row = name.closest('tr')!;
    expect(within(row).getByText('स्थगित')).toBeInTheDocument();
    expect(within(row).getByText('10-01-2026')).toBeInTheDocument();
    fireEvent.click(name);
    expect(await screen.findByText('status page')).toBeInTheDocument();
  });
});
