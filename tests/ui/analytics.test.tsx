import { fireEvent, screen, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsPage } from '../../src/custom/dashboard/AnalyticsPage';
import type { AnalyticsMonth, DashboardAnalytics } from '../../src/domain/dashboard';
import { dashboardMr } from '../../src/i18n/mr/dashboard';
import { PLACE, renderScreen } from './dashboardHarness';

vi.mock('xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('xlsx')>()),
  writeFile: vi.fn(),
}));
vi.setConfig({ testTimeout: 30_000 });
const A = dashboardMr.analytics;
const TODAY = new Date(2026, 9, 15);
const units = (total: number) => ({ shakha: total, saptahik_milan: 0, sangh_mandali: 0, total });

const month = (m: number, year: string, attendance: number): AnalyticsMonth => ({
  year,
  month: m,
  attendance: {
    praudh: attendance,
    tarun_vyavasayi: 2,
    maha_vidyarthi: 0,
    baal: 1,
    shishu: 0,
    total: attendance + 3,
  },
  present: units(attendance ? 2 : 0),
  designated: units(6),
  places_total: 3,
  places_with_record: attendance ? 2 : 0,
  completeness: attendance ? 67 : 0,
  // last year's month: 10 more (none before April); a target of 20 from April
  last_year_total: year === '2025-26' ? null : attendance + 13,
  target_total: m >= 4 && m <= 10 ? 20 : null,
});

const MONTHS = [11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m, i) =>
  month(m, i < 5 ? '2025-26' : '2026-27', i + 1),
);
const ANALYTICS: DashboardAnalytics = {
  place: PLACE,
  period: { year: '2026-27', month: 10 },
  as_of: '2026-10-15T06:30:00.000Z',
  months: MONTHS,
  children: [
    {
      ...PLACE,
      location_id: 2,
      location_name: 'पुणे',
      name_suffix: 'विभाग',
      level_id: 2,
      attendance: 40,
      present_units: 3,
      designated_units: 5,
    },
    {
      ...PLACE,
      location_id: 3,
      location_name: 'कोल्हापूर',
      name_suffix: 'विभाग',
      level_id: 2,
      attendance: 25,
      present_units: 2,
      designated_units: 4,
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  vi.mocked(XLSX.writeFile).mockReset();
});

describe('/dashboard/analytics', () => {
  it('draws the four charts of the place, asked for the chosen month', async () => {
    const getDashboardAnalytics = vi.fn(async () => ANALYTICS);
    renderScreen(<AnalyticsPage today={TODAY} />, { getDashboardAnalytics });
    for (const title of [A.chart.attendance, A.chart.units, A.chart.completeness]) {
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('region', { name: 'उप-ठिकाणनिहाय उपस्थिती (ऑक्टोबर 2026-27)' }),
    ).toBeInTheDocument();
    expect(getDashboardAnalytics).toHaveBeenLastCalledWith(
      expect.objectContaining({ year: '2026-27', month: 10 }),
    );
  });

  it('sets each month beside the same month last year and its target (issue 49)', async () => {
    renderScreen(<AnalyticsPage today={TODAY} />, { getDashboardAnalytics: async () => ANALYTICS });
    const region = within(await screen.findByRole('region', { name: A.chart.compared }));
    const rows = within(region.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${A.col.month}${A.series.thisYear}${A.series.lastYear}${A.series.target}`,
      'नोव्हेंबर 2025-264',
      'डिसेंबर 2025-265',
      'जानेवारी 2025-266',
      'फेब्रुवारी 2025-267',
      'मार्च 2025-268',
      'एप्रिल 2026-2791920',
      'मे 2026-27102020',
      'जून 2026-27112120',
      'जुलै 2026-27122220',
      'ऑगस्ट 2026-27132320',
      'सप्टेंबर 2026-27142420',
      'ऑक्टोबर 2026-27152520',
    ]);
  });

  it('draws the gathering’s declared indicators month by month (issue 49)', async () => {
    renderScreen(<AnalyticsPage today={TODAY} />, { getDashboardAnalytics: async () => ANALYTICS });
    const region = within(await screen.findByRole('region', { name: A.chart.indicators }));
    const rows = within(region.getByRole('table')).getAllByRole('row');
    // November: 4 attended at 2 units that met of 6 designated
    expect(rows.map((r) => r.textContent).slice(0, 2)).toEqual([
      `${A.col.month}एककामागे उपस्थितीभरलेली संकल्पित एकके (%)`,
      'नोव्हेंबर 2025-26233.3',
    ]);
    expect(rows[12]!.textContent).toBe('ऑक्टोबर 2026-277.533.3');
  });

  it('links every chart to the screen its figures come from (issue 28)', async () => {
    renderScreen(<AnalyticsPage today={TODAY} />, { getDashboardAnalytics: async () => ANALYTICS });
    const children = 'उप-ठिकाणनिहाय उपस्थिती (ऑक्टोबर 2026-27)';
    for (const [title, route] of [
      [A.chart.attendance, '/sanghik/ahawal'],
      [A.chart.units, '/sankalp/ahawal'],
      [A.chart.completeness, '/ahawal/list'],
      [children, '/sanghik/ahawal'],
    ]) {
      const region = within(await screen.findByRole('region', { name: title }));
      expect(region.getByRole('link', { name: `${title}: मूळ माहितीचे पान` })).toHaveAttribute(
        'href',
        route,
      );
    }
  });

  it("shows a chart's numbers as a table, and downloads them", async () => {
    renderScreen(<AnalyticsPage today={TODAY} />, { getDashboardAnalytics: async () => ANALYTICS });
    const region = await screen.findByRole('region', {
      name: 'उप-ठिकाणनिहाय उपस्थिती (ऑक्टोबर 2026-27)',
    });
    const panel = within(region);
    fireEvent.click(panel.getByRole('button', { name: A.tableView }));
    const table = panel.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'पुणे' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['ठिकाणएकूण उपस्थिती', 'पुणे40', 'कोल्हापूर25']);
    fireEvent.click(panel.getByRole('button', { name: 'xlsx डाउनलोड करा' }));
    await vi.waitFor(() => expect(XLSX.writeFile).toHaveBeenCalled());
    const [book, name] = vi.mocked(XLSX.writeFile).mock.calls[0];
    expect(name).toBe('पश्चिम महाराष्ट्र प्रांत उप-ठिकाणनिहाय उपस्थिती (ऑक्टोबर 2026-27).xlsx');
    const sheet = book.Sheets[book.SheetNames[0]];
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['ठिकाण', 'एकूण उपस्थिती'],
      ['पुणे', 40],
      ['कोल्हापूर', 25],
    ]);
  });

  it('keeps the 12-month table for screen readers while the chart shows', async () => {
    renderScreen(<AnalyticsPage today={TODAY} />, { getDashboardAnalytics: async () => ANALYTICS });
    const region = await screen.findByRole('region', { name: A.chart.completeness });
    const rows = within(within(region).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[12].textContent).toBe('ऑक्टोबर 2026-2767');
  });

  it('says when there is no place below', async () => {
    renderScreen(<AnalyticsPage today={TODAY} />, {
      getDashboardAnalytics: async () => ({ ...ANALYTICS, children: [] }),
    });
    expect(await screen.findByText(A.noChildren)).toBeInTheDocument();
  });

  it('says in Marathi when the figures could not be read', async () => {
    renderScreen(<AnalyticsPage today={TODAY} />, {
      getDashboardAnalytics: async () => Promise.reject(new Error('down')),
    });
    expect(await screen.findByText(A.failed)).toBeInTheDocument();
  });
});
