import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { UnitAttendanceMonth } from '../../src/dataProvider/unitAttendance';
import { gatheringMr } from '../../src/i18n/mr/gathering';
import { unitAttendanceMr } from '../../src/i18n/mr/unitAttendance';
import { SankalpDetail } from '../../src/modules/units';
import { UnitAttendance } from '../../src/modules/units/UnitAttendance';
import { fakeDataProvider, permissionsAt, renderScreen, unitOf } from './sankalpHarness';

vi.setConfig({ testTimeout: 30_000 });
const A = unitAttendanceMr.unitAttendance;
const G = gatheringMr.gathering;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const ZERO = { praudh: 0, tarun_vyavasayi: 0, maha_vidyarthi: 0, baal: 0, shishu: 0, total: 0 };
/** Dec 2025 … Nov 2026, with November 2026 and March 2026 saved. */
const MONTHS: UnitAttendanceMonth[] = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((month, i) => ({
  year: i < 4 ? '2025-26' : '2026-27',
  month,
  ...ZERO,
  saved: false,
}));
MONTHS[11] = { ...MONTHS[11]!, praudh: 12, baal: 7, shishu: 3, total: 19, saved: true };
MONTHS[3] = { ...MONTHS[3]!, tarun_vyavasayi: 4, maha_vidyarthi: 5, total: 9, saved: true };

const show = (getUnitAttendance: (id: number) => Promise<UnitAttendanceMonth[]>) =>
  renderScreen(
    <UnitAttendance sankalpId={4} />,
    fakeDataProvider({ getUnitAttendance } as never),
    permissionsAt(6),
  );

describe('UnitAttendance', () => {
  it('shows a row per month with Marathi month names, the six columns and a chart', async () => {
    const getUnitAttendance = vi.fn(async () => MONTHS);
    show(getUnitAttendance);
    const table = await screen.findByRole('table', { name: A.title }, { timeout: 10_000 });
    expect(getUnitAttendance).toHaveBeenCalledWith(4);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      A.month,
      G.field.praudh,
      G.field.tarun_vyavasayi,
      G.field.maha_vidyarthi,
      G.field.baal,
      G.field.shishu,
      G.field.total,
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(11)).toEqual([`${G.month[11]} 2026-27`, '12', '0', '0', '7', '3', '19']);
    expect(cells(3)).toEqual([`${G.month[3]} 2025-26`, '0', '4', '5', '0', '0', '9']);
    expect(cells(0)[0]).toBe(`${G.month[12]} 2025-26 (${A.notSaved})`);
    expect(screen.getByText(A.title)).toBeInTheDocument();
    // the chart's code loads on demand
    await waitFor(() => expect(document.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });
  });

  it('says so when no month has attendance', async () => {
    show(async () => MONTHS.map((m) => ({ ...m, ...ZERO, saved: false })));
    expect(await screen.findByText(A.empty, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the attendance cannot be loaded', async () => {
    show(async () => Promise.reject(new Error('offline')));
    expect(await screen.findByText(A.error, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is shown on the unit detail page', async () => {
    const getOne = vi.fn(async () => ({ data: unitOf(4) }));
    const getUnitAttendance = vi.fn(async () => MONTHS);
    renderScreen(
      <SankalpDetail />,
      fakeDataProvider({ getOne, getUnitAttendance } as never),
      permissionsAt(6),
      '/sankalp/detailView/4',
      '/sankalp/detailView/:sankalpId',
    );
    expect(
      await screen.findByRole('table', { name: A.title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(getUnitAttendance).toHaveBeenCalledWith(4);
  });
});
