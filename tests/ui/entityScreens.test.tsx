import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, CustomRoutes, TestMemoryRouter, memoryStore } from 'react-admin';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectedPlaceProvider } from '../../src/shared/geo-picker';
import type { AppDataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { RESOURCES, SCREENS } from '../../src/screens/registry';
import { resourceElement, screenRoute } from '../../src/screens/routes';
import { workerRecord } from './karyakartaFixture';
import { fakeAuthProvider, fakeDataProvider, permissionsAt, placeOf } from './pickerHarness';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => sessionStorage.clear());

const Layout = ({ children }: { children: ReactNode }) => (
  <SelectedPlaceProvider>{children}</SelectedPlaceProvider>
);

const karyakarta = (id: number, name: string) => workerRecord(id, name);

function renderAt(path: string, provider: AppDataProvider, permissions = permissionsAt(12)) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={provider}
        authProvider={fakeAuthProvider(permissions)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        layout={Layout}
      >
        <CustomRoutes>
          {SCREENS.filter((s) => s.resource && !s.public).map(screenRoute)}
        </CustomRoutes>
        {RESOURCES.map(resourceElement)}
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('a declared register (कार्यकर्ता सूची) through the generic screens', () => {
  it('lists the chosen place’s records with the declared Marathi columns', async () => {
    const getList = vi.fn(async () => ({ data: [karyakarta(1, 'सुरेश पाटील')], total: 1 }));
    renderAt('/PMP-RPSA/karyakarta-suchi', fakeDataProvider({ getList } as never));
    expect(await screen.findByText('सुरेश पाटील', {}, { timeout: 10_000 })).toBeInTheDocument();
    for (const header of ['नाव', 'मोबाईल', 'दायित्व', 'ठिकाण', 'दिलेले दिवस']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(screen.getByRole('cell', { name: 'केसनंद गाव' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'karyakarta',
      expect.objectContaining({ filter: expect.objectContaining({ location_id: 12 }) }),
    );
    expect(screen.getByRole('button', { name: 'एक्सेल डाउनलोड' })).toBeEnabled();
  });

  it('checks the form with the declared rules in Marathi, then saves the declared fields', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { ...data, id: 9 },
    }));
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderAt('/karyakarta/create', fakeDataProvider({ create, getList } as never));
    const save = await screen.findByRole('button', { name: 'जतन करा' }, { timeout: 10_000 });
    await userEvent.type(screen.getByLabelText(/^मोबाईल/), '12345');
    await userEvent.type(screen.getByLabelText(/^दिलेले दिवस/), '400');
    await userEvent.click(save);
    expect(await screen.findByText('आवश्यक आहे')).toBeInTheDocument();
    expect(screen.getByText('१० अंकी मोबाईल क्रमांक लिहा')).toBeInTheDocument();
    expect(screen.getByText('जास्तीत जास्त 366 असावे')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^नाव/), 'नवीन कार्यकर्ता');
    await userEvent.clear(screen.getByLabelText(/^मोबाईल/));
    await userEvent.type(screen.getByLabelText(/^मोबाईल/), '+91 98220 33333');
    await userEvent.clear(screen.getByLabelText(/^दिलेले दिवस/));
    await userEvent.type(screen.getByLabelText(/^दिलेले दिवस/), '30');
    await userEvent.click(save);
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      name: 'नवीन कार्यकर्ता',
      mobile: '+91 98220 33333',
      daysGiven: 30,
      location_id: 12,
    });
  });

  it('shows the read-only user no add button', async () => {
    const getList = vi.fn(async () => ({ data: [karyakarta(1, 'सुरेश पाटील')], total: 1 }));
    renderAt('/PMP-RPSA/karyakarta-suchi', fakeDataProvider({ getList } as never), {
      ...permissionsAt(12),
      writeallowed: false,
    });
    expect(await screen.findByText('सुरेश पाटील', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'नवीन' })).not.toBeInTheDocument();
  });
});

describe('the other shapes of the generic screens', () => {
  it('filters the generic unit list by type by name, the sub-types those of the type', async () => {
    const unit = {
      id: 1,
      localized_name: 'केसनंद शाखा',
      ekak_type_id: 3,
      ekak_sub_type_id: 9,
      location_id: 12,
      place: 'केसनंद गाव',
      status: 'active',
      version: 1,
    };
    const getList = vi.fn(async () => ({ data: [unit], total: 1 }));
    renderAt('/ekak', fakeDataProvider({ getList } as never));
    const row = (await screen.findByText('केसनंद शाखा', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getAllByText('संघ मंडळी')).toHaveLength(2);
    expect(within(row).getByText('सक्रिय')).toBeInTheDocument();
    const filter = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
    expect(filter('उप-प्रकार')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.mouseDown(filter('प्रकार'));
    fireEvent.click(await screen.findByRole('option', { name: 'साप्ताहिक मिलन' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'ekak',
        expect.objectContaining({ filter: { location_id: 12, ekak_type_id: 2 } }),
      ),
    );
    fireEvent.mouseDown(filter('उप-प्रकार'));
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option');
    // after the empty choice, which clears the filter
    expect(offered.map((o) => o.textContent?.trim())).toEqual([
      '',
      'महाविद्यालयीन विद्यार्थी',
      'संयुक्त विद्यार्थी',
      'तरुण व्यावसायिक',
      'प्रौढ',
    ]);
  });

  it('asks for a nearer place where a register is not listed (the volunteers of a विभाग)', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderAt('/swayamsevak', fakeDataProvider({ getList } as never), permissionsAt(2));
    expect(
      await screen.findByText('कृपया अधिक नेमके ठिकाण निवडा', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });

  it('puts the seva-vasti add form above its list', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderAt('/seva-vasti/add', fakeDataProvider({ getList } as never));
    expect(await screen.findByText('नवीन नोंद', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^वस्तीचे नाव/)).toBeInTheDocument();
    expect(screen.getByText('बालसंस्कार केंद्र')).toBeInTheDocument();
    expect(await screen.findByText('माहिती उपलब्ध नाही')).toBeInTheDocument();
  });

  it('shows success stories as cards linking to their details page', async () => {
    const story = {
      id: 3,
      title: 'कोळवणमध्ये बालसंस्कार वर्ग',
      summary: 'तीस मुलांसाठी वर्ग',
      category: 'seva',
      date: '2026-06-14',
      location_id: 12,
      place: 'केसनंद गाव',
      story: '<p><strong>ठळक</strong> कथा</p>',
      version: 1,
    };
    const getList = vi.fn(async () => ({ data: [story], total: 1 }));
    const getOne = vi.fn(async () => ({ data: story }));
    renderAt('/yashogatha', fakeDataProvider({ getList, getOne } as never));
    const card = await screen.findByRole(
      'link',
      { name: /कोळवणमध्ये बालसंस्कार वर्ग/ },
      { timeout: 10_000 },
    );
    expect(within(card).getByText('तीस मुलांसाठी वर्ग')).toBeInTheDocument();
    expect(within(card).getByText('सेवा')).toBeInTheDocument();
    expect(card).toHaveAttribute('href', '/yashogatha/yashogatha-details/3');
    fireEvent.click(card);
    expect(await screen.findByText('ठळक')).toContainHTML('strong');
    expect(screen.getByText('14-06-2026')).toBeInTheDocument();
  });

  it('tells a non-admin the admin-only list is not theirs, without asking the API', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderAt('/PMP-RPSA/anukulVyakti-suchi', fakeDataProvider({ getList } as never));
    expect(
      await screen.findByText('ही क्रिया फक्त प्रशासकांसाठी आहे.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
    expect(placeOf(12).level_id).toBe(10);
  });
});

describe('a return entered at the top of the tree (विविध क्षेत्र वृत्त, issue 28)', () => {
  const root = { location_id: 1, label: 'पश्चिम महाराष्ट्र प्रांत', level_id: 1 };
  const rollupRow = (id: number, name: string, participants: number) => ({
    location_id: id,
    localized_name: name,
    name_suffix: 'विभाग',
    level_id: 2,
    eligible: 1,
    values: { _records: 1, total: participants, vidyarthiParticipants: participants },
  });

  it('offers the entry and the roll-up side by side, with a totals row in Indian figures', async () => {
    const getCountSheet = vi.fn(async () => ({ place: root, year: '2026-27', subjects: [] }));
    const getRollupReport = vi.fn(async () => ({
      place: root,
      year: '2026-27',
      festival: null,
      computed_at: null,
      rows: [rollupRow(2, 'पुणे', 120_000), rollupRow(5, 'कोल्हापूर', 3_456)],
    }));
    const provider = fakeDataProvider({ getCountSheet, getRollupReport } as never);
    renderAt('/PMP-LJAV/vividh-kshetra-vrutta', provider, permissionsAt(1));
    const choice = await screen.findByRole(
      'group',
      { name: 'नोंदणी किंवा वृत्त' },
      { timeout: 10_000 },
    );
    expect(within(choice).getByRole('button', { name: 'नोंदणी' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'शोधा' }));
    await waitFor(() => expect(getCountSheet).toHaveBeenCalledTimes(1));
    expect(getRollupReport).not.toHaveBeenCalled();

    fireEvent.click(within(choice).getByRole('button', { name: 'एकत्रित वृत्त' }));
    fireEvent.click(screen.getByRole('button', { name: 'शोधा' }));
    await waitFor(() => expect(getRollupReport).toHaveBeenCalledTimes(1));
    expect(getRollupReport).toHaveBeenCalledWith(
      'vividh-kshetra',
      expect.objectContaining({ locationId: 1 }),
    );
    const totals = (await screen.findAllByRole('row')).filter((r) =>
      r.textContent?.startsWith('एकूण'),
    );
    expect(totals.at(-1)).toHaveTextContent('1,23,456');
  });
});

describe('a roll-up compared with last year (issue 49)', () => {
  const root = { location_id: 1, label: 'पश्चिम महाराष्ट्र प्रांत', level_id: 1 };
  const row = (id: number, name: string, now: number, before: number | null) => ({
    location_id: id,
    localized_name: name,
    name_suffix: 'विभाग',
    level_id: 2,
    eligible: 1,
    values: { _records: 1, total: now, vidyarthiParticipants: now },
    last_year:
      before === null
        ? { eligible: 1, values: {} }
        : { eligible: 1, values: { _records: 1, total: before, vidyarthiParticipants: before } },
  });

  it('shows each figure beside last year’s and the change, the totals’ change too', async () => {
    const getRollupReport = vi.fn(async (_name: string, body: { lastYear?: boolean }) => {
      const rows = [row(2, 'पुणे', 120_000, 100_000), row(5, 'कोल्हापूर', 3_456, null)];
      return {
        place: root,
        year: '2026-27',
        festival: null,
        computed_at: null,
        rows: body.lastYear ? rows : rows.map((r) => ({ ...r, last_year: undefined })),
      };
    });
    const getCountSheet = vi.fn(async () => ({ place: root, year: '2026-27', subjects: [] }));
    const provider = fakeDataProvider({ getCountSheet, getRollupReport } as never);
    renderAt('/PMP-LJAV/vividh-kshetra-vrutta', provider, permissionsAt(1));
    const choice = await screen.findByRole(
      'group',
      { name: 'नोंदणी किंवा वृत्त' },
      { timeout: 10_000 },
    );
    fireEvent.click(within(choice).getByRole('button', { name: 'एकत्रित वृत्त' }));
    fireEvent.click(screen.getByRole('button', { name: 'शोधा' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'मागील वर्षाशी तुलना' }));
    await waitFor(() =>
      expect(getRollupReport).toHaveBeenLastCalledWith(
        'vividh-kshetra',
        expect.objectContaining({ lastYear: true }),
      ),
    );
    const pune = await screen.findByRole('row', { name: /^पुणे विभाग/ });
    expect(pune).toHaveTextContent('1,20,000');
    expect(pune).toHaveTextContent('1,00,000');
    expect(pune).toHaveTextContent('▲ 20%');
    expect(screen.getByRole('row', { name: /^कोल्हापूर विभाग/ })).toHaveTextContent('नवे');
    const totals = screen.getAllByRole('row').filter((r) => r.textContent?.startsWith('एकूण'));
    expect(totals.at(-1)).toHaveTextContent('▲ 23%');
    expect(screen.getAllByRole('columnheader', { name: 'मागील वर्षी' }).length).toBeGreaterThan(0);
  });
});

describe('a roll-up against its targets (issue 49)', () => {
  it('shows each figure beside its target and the share reached; a place without one says so', async () => {
    const root = { location_id: 1, label: 'पश्चिम महाराष्ट्र प्रांत', level_id: 1 };
    const row = (id: number, name: string, now: number, target?: number) => ({
      location_id: id,
      localized_name: name,
      name_suffix: 'विभाग',
      level_id: 2,
      eligible: 1,
      values: { _records: 1, total: now, vidyarthiParticipants: now },
      target: target === undefined ? {} : { vidyarthiParticipants: target, total: target },
    });
    const getRollupReport = vi.fn(async () => ({
      place: root,
      year: '2026-27',
      festival: null,
      computed_at: null,
      rows: [row(2, 'पुणे', 900, 1_000), row(5, 'कोल्हापूर', 40)],
    }));
    const getCountSheet = vi.fn(async () => ({ place: root, year: '2026-27', subjects: [] }));
    renderAt(
      '/PMP-LJAV/vividh-kshetra-vrutta',
      fakeDataProvider({ getCountSheet, getRollupReport } as never),
      permissionsAt(1),
    );
    const choice = await screen.findByRole(
      'group',
      { name: 'नोंदणी किंवा वृत्त' },
      { timeout: 10_000 },
    );
    fireEvent.click(within(choice).getByRole('button', { name: 'एकत्रित वृत्त' }));
    fireEvent.click(screen.getByRole('button', { name: 'शोधा' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'लक्ष्याशी तुलना' }));
    await waitFor(() =>
      expect(getRollupReport).toHaveBeenLastCalledWith(
        'vividh-kshetra',
        expect.objectContaining({ targets: true }),
      ),
    );
    expect(await screen.findByRole('row', { name: /^पुणे विभाग/ })).toHaveTextContent('90%');
    expect(screen.getByRole('row', { name: /^कोल्हापूर विभाग/ })).toHaveTextContent('लक्ष्य नाही');
    expect(screen.getAllByRole('columnheader', { name: 'लक्ष्य' }).length).toBeGreaterThan(0);
  });
});

describe('the duplicate check at entry (issue 23, `duplicates`)', () => {
  it('warns once the name and mobile repeat a live record of the area, and still saves', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { ...data, id: 9 },
    }));
    const findRegisterDuplicates = vi.fn(async () => ({
      duplicates: [{ id: 3, place: 'केसनंद गाव' }],
    }));
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderAt(
      '/karyakarta/create',
      fakeDataProvider({ create, getList, findRegisterDuplicates } as never),
    );
    const save = await screen.findByRole('button', { name: 'जतन करा' }, { timeout: 10_000 });
    await userEvent.type(screen.getByLabelText(/^नाव/), 'सुरेश पाटील');
    expect(findRegisterDuplicates).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^मोबाईल/), '+91 98220 11111');
    expect(await screen.findByTestId('duplicate-warning')).toHaveTextContent(
      'अशीच नोंद आधीच आहे: केसनंद गाव',
    );
    expect(findRegisterDuplicates).toHaveBeenLastCalledWith('karyakarta', {
      values: { name: 'सुरेश पाटील', mobile: '+91 98220 11111' },
    });
    await userEvent.click(save);
    await waitFor(() => expect(create).toHaveBeenCalled());
  });
});
