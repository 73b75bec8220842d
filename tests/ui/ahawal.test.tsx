import { appMr } from '../../src/i18n/mr/app';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { AdminContext, HttpError, Notification, memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SanghikAhawalPage } from '../../src/modules/gathering/ahawal';
import { useSelectedPlace } from '../../src/shared/geo-picker';
import { SelectedPlaceProvider } from '../../src/shared/geo-picker';
import { createDataProvider, type AppDataProvider } from '../../src/dataProvider';
import type { HttpClient } from '../../src/httpClient';
import {
  NO_RECORD_MESSAGE,
  normaliseReport,
  type ReportView,
  type SummaryReport,
} from '../../src/domain/report';
import { i18nProvider } from '../../src/i18n';
import { ahawalMr } from '../../src/i18n/mr/ahawal';
import { rawPlace, rawReport, type Figures } from '../unit/reportFixture';
import { fakeAuthProvider, fakeDataProvider, permissionsAt, placeOf } from './pickerHarness';

vi.mock('xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('xlsx')>()),
  writeFile: vi.fn(),
}));
vi.setConfig({ testTimeout: 30_000 });

const A = ahawalMr.ahawal;
const D = appMr.download;
/** 15 October 2026: the report offers ऑक्टोबर back to जून of 2026-27. */
const TODAY = new Date(2026, 9, 15);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(XLSX.writeFile).mockReset();
});

const COUNTS_A = {
  Total_upkhand_nagar: 2,
  present_upkhand_nagar: 1,
  total_vasti: 4,
  present_vasti: 3,
  Total_upkhand: 3,
  present_upkhand: 2,
  total_mandal: 5,
  present_mandal: 4,
  Total_gaon: 6,
  present_gaon: 5,
};
const COUNTS_B = Object.fromEntries(Object.keys(COUNTS_A).map((k) => [k, 1]));
const FIG_A: Figures = {
  designated: [1, 0, 0, 1, 0, 0, 1, 0, 1],
  present: [1, 0, 0, 0, 0, 0, 1, 0, 0],
  attendance: [5, 2, 0, 3, 1],
  counts: COUNTS_A,
};
const FIG_B: Figures = {
  designated: [0, 1, 0, 0, 1, 0, 0, 0, 0],
  present: [0, 1, 0, 0, 0, 0, 0, 0, 0],
  attendance: [0, 0, 4, 6, 0],
  counts: COUNTS_B,
  found: false,
};
const METRICS_A = [2, 1, 1, 4, 1, 1, 0, 2, 5, 2, 0, 3, 10, 1];
const METRICS_SUM = [3, 2, 1, 6, 2, 1, 0, 3, 5, 2, 4, 9, 20, 1];
const REPORT_COUNTS = { total_nagar: 2, present_nagar: 1, Total_taluka: 2, present_taluka: 1 };

type Child = [id: number, name: string, suffix: string, level: number];
interface Case {
  view: ReportView;
  place: number;
  path: string;
  title: string;
  children: (a: Record<string, unknown>, b: Record<string, unknown>) => Record<string, unknown>;
  a: Child;
  b: Child;
  /** The child's place-count cells, then those of the totals row. */
  counts: [number[], number[]];
  firstSummary: string;
}

const CASES: Case[] = [
  {
    view: 'bhag',
    place: 3,
    path: 'bhag',
    title: 'पुणे महानगर भाग अहवाल',
    a: [7, 'कोथरूड', 'नगर', 7],
    b: [20, 'औंध', 'नगर', 7],
    children: (a, b) => ({ nagars: [a, b] }),
    counts: [
      [2, 1, 4, 3],
      [3, 2, 5, 4],
    ],
    firstSummary: A.count.total_nagar,
  },
  {
    view: 'gramin_jilha',
    place: 4,
    path: 'bhag',
    title: 'पुणे ग्रामीण जिल्हा अहवाल',
    a: [6, 'हवेली', 'तालुका', 6],
    b: [21, 'मुळशी', 'तालुका', 6],
    children: (a, b) => ({ talukas: [a, b] }),
    counts: [
      [2, 1, 3, 2],
      [3, 2, 4, 3],
    ],
    firstSummary: A.count.Total_taluka,
  },
  {
    view: 'taluka',
    place: 6,
    path: 'taluka',
    title: 'हवेली तालुका अहवाल',
    a: [9, 'वाघोली', 'उपखंड', 8],
    b: [13, 'लोणी', 'उपखंड नगर', 8],
    children: (a, b) => ({
      upkhand: [{ ...a, mandals: [rawPlace(10, 'वाघोली', 'मंडल', 9, FIG_A)] }],
      upkhandNagar: [{ ...b, children_locations: [] }],
    }),
    counts: [
      [5, 4, 6, 5],
      [6, 5, 7, 6],
    ],
    firstSummary: A.count.Total_upkhand,
  },
  {
    view: 'city_nagar',
    place: 7,
    path: 'nagar',
    title: 'कोथरूड नगर अहवाल',
    a: [8, 'एरंडवणे', 'उपखंड नगर', 8],
    b: [22, 'कर्वेनगर', 'उपखंड नगर', 8],
    children: (a, b) => ({
      upkhandNagar: [
        { ...a, children_locations: [rawPlace(11, 'गणेशनगर', 'वस्ती', 11, FIG_A)] },
        { ...b, children_locations: [] },
      ],
    }),
    counts: [
      [6, 5],
      [7, 6],
    ],
    firstSummary: A.count.Total_upkhand_nagar,
  },
  {
    view: 'upkhand',
    place: 9,
    path: 'upkhand',
    title: 'वाघोली उपखंड अहवाल',
    a: [10, 'वाघोली', 'मंडल', 9],
    b: [23, 'पेरणे', 'मंडल', 9],
    children: (a, b) => ({
      mandals: [
        {
          ...a,
          mandal_name: 'वाघोली',
          gaon_count: 6,
          gaon_locations: [{ location_id: 12, location_name: 'केसनंद' }],
        },
        { ...b, mandal_name: 'पेरणे', gaon_count: 1, gaon_locations: [] },
      ],
    }),
    counts: [
      [6, 5],
      [7, 6],
    ],
    firstSummary: A.count.total_mandal,
  },
  {
    view: 'upkhand_nagar',
    place: 8,
    path: 'upkhand',
    title: 'एरंडवणे उपखंड नगर अहवाल',
    a: [11, 'गणेशनगर', 'वस्ती', 11],
    b: [24, 'शिवनगर', 'वस्ती', 11],
    children: (a, b) => ({ children_locations: [a, b] }),
    counts: [[], []],
    firstSummary: A.count.total_vasti,
  },
];

function reportOf(c: Case): SummaryReport {
  const { location_id, localized_name, name_suffix, level_id } = placeOf(c.place);
  const a = rawPlace(...c.a, FIG_A);
  const b = rawPlace(...c.b, FIG_B);
  return normaliseReport({
    ...rawReport(location_id, localized_name, name_suffix, level_id, { counts: REPORT_COUNTS }),
    ...c.children(a, b),
    pending: [{ location_id: c.b[0], location_name: c.b[1], name_suffix: c.b[2] }],
  });
}

/** Lets a test clear the selected place as the picker's 'cancel selection' does. */
function ClearPlace() {
  const { clear } = useSelectedPlace();
  return <button onClick={clear}>clear-place</button>;
}

function setup(placeId: number, answer: () => Promise<SummaryReport>) {
  const getSummaryReport = vi.fn<AppDataProvider['getSummaryReport']>(answer);
  render(
    <AdminContext
      dataProvider={fakeDataProvider({ getSummaryReport })}
      authProvider={fakeAuthProvider(permissionsAt(placeId))}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <SelectedPlaceProvider>
        <SanghikAhawalPage today={TODAY} />
        <ClearPlace />
      </SelectedPlaceProvider>
      <Notification />
    </AdminContext>,
  );
  return { getSummaryReport };
}

const find = async () => {
  const button = await screen.findByRole('button', { name: A.find }, { timeout: 10_000 });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowStarting = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.querySelector('td')?.textContent === text)!;

describe('/sanghik/ahawal views', () => {
  it.each(CASES)('$view: title, the child rows, the totals row and who is pending', async (c) => {
    const { getSummaryReport } = setup(c.place, async () => reportOf(c));
    await find();
    expect(await screen.findByRole('heading', { name: c.title })).toBeInTheDocument();
    expect(getSummaryReport).toHaveBeenCalledWith(c.path, {
      locationId: c.place,
      year: '2026-27',
      month: 10,
    });
    expect(document.querySelector(`[data-view="${c.view}"]`)).not.toBeNull();

    const table = screen.getByRole('table', { name: c.title });
    const nameA = `${c.a[1]} ${c.a[2]}`;
    expect(cellsOf(rowStarting(table, nameA))).toEqual(
      [nameA, ...c.counts[0], ...METRICS_A].map(String),
    );
    expect(cellsOf(rowStarting(table, A.total))).toEqual(
      [A.total, ...c.counts[1], ...METRICS_SUM].map(String),
    );

    const summary = screen.getByRole('table', { name: A.summary });
    expect(within(summary).getAllByRole('columnheader')[0]).toHaveTextContent(c.firstSummary);
    const pending = screen.getByRole('heading', { name: A.pending.title }).parentElement!;
    expect(within(pending).getByText(`${c.b[1]} ${c.b[2]}`)).toBeInTheDocument();
    expect(screen.getByText(/पर्यंतची माहिती/)).toBeInTheDocument();
  });

  it('marks a child place whose month has confirmed-unusual counts', async () => {
    const c = CASES[0]!;
    setup(c.place, async () => {
      const report = reportOf(c);
      const [a] = (report as unknown as { nagars: { unusual?: boolean }[] }).nagars;
      a!.unusual = true;
      return report;
    });
    await find();
    const table = await screen.findByRole('table', { name: c.title });
    const marked = rowStarting(table, `${c.a[1]} ${c.a[2]}असामान्य आकडे — तपासलेले`);
    expect(within(marked).getByRole('img', { name: 'असामान्य आकडे — तपासलेले' })).toBeVisible();
    expect(within(rowStarting(table, `${c.b[1]} ${c.b[2]}`)).queryByRole('img')).toBeNull();
  });

  it('sends the places still pending on through the share sheet, under the report and month', async () => {
    const c = CASES[0]!;
    const share = vi.fn(async (data: ShareData) => void data);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    setup(c.place, async () => reportOf(c));
    await find();
    const pending = (await screen.findByRole('heading', { name: A.pending.title })).parentElement!;
    fireEvent.click(within(pending).getByRole('button', { name: 'पाठवा' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const text = share.mock.calls[0]![0].text ?? '';
    expect(text.split('\n')).toEqual([
      `${c.title}, ${A.period.replace('%{month}', 'ऑक्टोबर').replace('%{year}', '2026-27')}: नोंद बाकी असलेली ठिकाणे`,
      `1. ${c.b[1]} ${c.b[2]}`,
    ]);
    delete (navigator as unknown as Record<string, unknown>).share;
  });

  it('upkhand view lists the villages of each mandal', async () => {
    setup(9, async () => reportOf(CASES[4]));
    await find();
    expect(await screen.findByText('गावे: केसनंद')).toBeInTheDocument();
  });
});

describe('/sanghik/ahawal compared (issue 49)', () => {
  const c = CASES[0]!;
  /** The bhag report as asked: with last year's figures or the targets beside each row. */
  const answer = (body: { lastYear?: boolean; targets?: boolean }) => {
    const { location_id, localized_name, name_suffix, level_id } = placeOf(c.place);
    const last = (id: number, attendance: Figures['attendance']) =>
      body.lastYear ? { last_year: rawPlace(id, 'x', '', 7, { attendance }) } : {};
    const target = (t?: Record<string, number>) => (body.targets ? { target: t ?? {} } : {});
    const a = rawPlace(...c.a, {
      ...FIG_A,
      extra: { ...last(7, [4, 2, 0, 2, 0]), ...target({ total: 20 }) },
    });
    const b = rawPlace(...c.b, { ...FIG_B, extra: { ...last(20, [0, 0, 0, 0, 0]), ...target() } });
    return normaliseReport({
      ...rawReport(location_id, localized_name, name_suffix, level_id, { counts: REPORT_COUNTS }),
      ...c.children(a, b),
      pending: [],
    });
  };

  it('sets each attendance figure beside last year’s and the change, then beside its target', async () => {
    const { getSummaryReport } = setup(c.place, async () => answer({}));
    getSummaryReport.mockImplementation(async (_path, body) => answer(body));
    await find();
    await screen.findByRole('table', { name: c.title });
    fireEvent.click(screen.getByRole('switch', { name: 'मागील वर्षाशी तुलना' }));
    await waitFor(() =>
      expect(getSummaryReport).toHaveBeenLastCalledWith(
        'bhag',
        expect.objectContaining({ lastYear: true }),
      ),
    );
    const table = await screen.findByRole('table', { name: c.title });
    // एकूण 10 against 8 a year before; औंध had none then and none now
    expect(rowStarting(table, 'कोथरूड नगर')).toHaveTextContent('▲ 25%');
    expect(within(table).getAllByRole('columnheader', { name: 'मागील वर्षी' })).toHaveLength(6);

    fireEvent.click(screen.getByRole('switch', { name: 'लक्ष्याशी तुलना' }));
    await waitFor(() =>
      expect(getSummaryReport).toHaveBeenLastCalledWith(
        'bhag',
        expect.objectContaining({ targets: true }),
      ),
    );
    const targets = await screen.findByRole('table', { name: c.title });
    await waitFor(() => expect(rowStarting(targets, 'कोथरूड नगर')).toHaveTextContent('50%'));
    expect(rowStarting(targets, 'औंध नगर')).toHaveTextContent('लक्ष्य नाही');
    expect(screen.getByRole('switch', { name: 'मागील वर्षाशी तुलना' })).not.toBeChecked();
  });
});

describe('/sanghik/ahawal indicators (issue 49 §3)', () => {
  it('adds the gathering’s indicators after the figures, the totals’ from the summed figures', async () => {
    const c = CASES[0]!;
    setup(c.place, async () => reportOf(c));
    await find();
    const table = await screen.findByRole('table', { name: c.title });
    expect(within(table).queryByRole('columnheader', { name: 'एककामागे उपस्थिती' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'निर्देशांक दाखवा' }));
    const shown = await screen.findByRole('table', { name: c.title });
    expect(within(shown).getByRole('columnheader', { name: 'एककामागे उपस्थिती' })).toBeVisible();
    // कोथरूड: 10 attended at 2 units that met of 4 designated; the totals: 20 at 3 of 6
    expect(cellsOf(rowStarting(shown, 'कोथरूड नगर')).slice(-2)).toEqual(['5', '50']);
    expect(cellsOf(rowStarting(shown, A.total)).slice(-2)).toEqual(['6.7', '50']);
  });
});

describe('/sanghik/ahawal states', () => {
  it('shows the No Records heading and no results when nothing was recorded', async () => {
    setup(6, async () => normaliseReport({ message: NO_RECORD_MESSAGE }));
    await find();
    expect(await screen.findByRole('heading', { name: A.noRecords })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('warns about a place of the wrong level without asking the server', async () => {
    const { getSummaryReport } = setup(1, async () => reportOf(CASES[0]));
    await find();
    expect(await screen.findByText(A.wrongLevel)).toBeInTheDocument();
    expect(getSummaryReport).not.toHaveBeenCalled();
  });

  it('asks for a place when none is chosen', async () => {
    const { getSummaryReport } = setup(6, async () => reportOf(CASES[2]));
    await screen.findByRole('button', { name: 'हवेली तालुका' }, { timeout: 10_000 });
    fireEvent.click(screen.getByText('clear-place'));
    expect(await screen.findByRole('button', { name: /भौगोलिक रचना निवडा/ })).toBeInTheDocument();
    await find();
    expect(await screen.findByText(A.noPlace)).toBeInTheDocument();
    expect(getSummaryReport).not.toHaveBeenCalled();
  });

  it('shows an error alert when the report cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(6, async () => Promise.reject(new Error('500')));
    await find();
    expect(await screen.findByRole('alert')).toHaveTextContent(A.failed);
  });
});

describe('/sanghik/ahawal download', () => {
  it('builds one workbook named after the report, with the totals row', async () => {
    setup(6, async () => reportOf(CASES[2]));
    await find();
    await screen.findByRole('heading', { name: 'हवेली तालुका अहवाल' });
    fireEvent.click(screen.getByRole('button', { name: D.button }));
    expect(await screen.findByText(D.done)).toBeInTheDocument();
    const [book, fileName] = vi.mocked(XLSX.writeFile).mock.calls[0]!;
    expect(fileName).toBe('हवेली तालुका अहवाल.xlsx');
    expect(book.SheetNames).toEqual(['हवेली तालुका अहवाल']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
    });
    // लोणी has no record this month: the export keeps only वाघोली
    expect(rows.at(-2)![0]).toBe('वाघोली उपखंड');
    expect(rows.at(-1)).toEqual([A.total, 5, 4, 6, 5, ...METRICS_A]);
  });

  it('says the file cannot be downloaded when writing fails', async () => {
    vi.mocked(XLSX.writeFile).mockImplementation(() => {
      throw new Error('disk full');
    });
    setup(9, async () => reportOf(CASES[4]));
    await find();
    await screen.findByRole('heading', { name: 'वाघोली उपखंड अहवाल' });
    fireEvent.click(screen.getByRole('button', { name: D.button }));
    expect(await screen.findByText(D.failed)).toBeInTheDocument();
  });
});

describe('getSummaryReport', () => {
  it('posts the period to /sanghik/report/{path} and normalises the answer', async () => {
    const httpClient = vi.fn<HttpClient>(async () => ({
      status: 200,
      headers: new Headers(),
      body: '',
      json: { location_name: 'हवेली', level_id: 6, Sankalp_total: { sangh_mandali: 2 } },
    }));
    const report = await createDataProvider(httpClient).getSummaryReport('taluka', {
      locationId: 6,
      year: '2026-27',
      month: 10,
    });
    expect(httpClient).toHaveBeenCalledWith('/pmpapp/api/v2/sanghik/report/taluka', {
      method: 'POST',
      body: JSON.stringify({ locationId: 6, year: '2026-27', month: 10 }),
    });
    expect(report.sankalp_total.sangh_mandali).toEqual({
      total: 2,
      sub_types: { sangh_mandali: 2 },
    });
    expect(report.present_sayamsevak_upastiti.total).toBe(0);
  });

  it('treats a "no record" error answer as the no-record report', async () => {
    const httpClient = vi.fn<HttpClient>(async () => {
      throw new HttpError(NO_RECORD_MESSAGE, 404, { message: NO_RECORD_MESSAGE });
    });
    const body = { locationId: 6, year: '2026-27', month: 10 };
    const report = await createDataProvider(httpClient).getSummaryReport('taluka', body);
    expect(report.message).toBe(NO_RECORD_MESSAGE);
  });
});
