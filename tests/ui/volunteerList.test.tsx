import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import type { HttpClient } from '../../src/httpClient';
import { VolunteerList } from '../../src/modules/volunteers';
import {
  AMIT_DUPLICATE,
  F,
  S,
  openSelect,
  permissionsAt,
  readOnly,
  renderScreen,
  volunteerOf,
  volunteerProvider,
} from './volunteerHarness';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => sessionStorage.clear());

const ROWS = [volunteerOf(1), volunteerOf(2, { firstName: 'सुनील', surname: 'जोशी' })];
const VILLAGE = permissionsAt(12);

/** The toolbar's delete button (each row has one too). */
const bulkDeleteButton = async () =>
  (await screen.findAllByRole('button', { name: 'हटवा' })).find((b) => !b.closest('tr'))!;

describe('/swayamsuchak/list', () => {
  it('shows the spec columns, serial numbers and the place, newest change first', async () => {
    const { getList, dp } = volunteerProvider(ROWS);
    renderScreen(<VolunteerList />, dp, VILLAGE);
    const row = (await screen.findByText('सुनील', {}, { timeout: 10_000 })).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    for (const label of [
      S.list.serial,
      F.firstName,
      F.fatherName,
      F.surname,
      F.mobile,
      F.category,
      F.account,
      F.responsibilityLevel,
      F.responsibility,
      S.list.actions,
    ]) {
      expect(headers.some((h) => h?.includes(label))).toBe(true);
    }
    expect(headers.some((h) => h?.includes(F.email))).toBe(false);
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('9876543210')).toBeInTheDocument();
    expect(within(row).getByText('गटनायक')).toBeInTheDocument();
    expect(getList.mock.calls[0]![1]).toMatchObject({
      filter: { location_id: 12 },
      sort: { field: 'updatedAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(screen.getByRole('button', { name: 'स्तंभ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /निर्यात|export/i })).not.toBeInTheDocument();
  });

  it('offers the page sizes 10 to 200 and sends the search text as q', async () => {
    const { getList, dp } = volunteerProvider(ROWS);
    renderScreen(<VolunteerList />, dp, VILLAGE);
    await screen.findByText('सुनील');
    const sizes = await openSelect('प्रति पृष्ठ ओळी:');
    expect(sizes.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10',
      '20',
      '50',
      '100',
      '150',
      '200',
    ]);
    fireEvent.click(sizes.getByRole('option', { name: '50' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].pagination?.perPage).toBe(50));
    fireEvent.change(screen.getByPlaceholderText('शोधा'), { target: { value: 'सुनील' } });
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter.q).toBe('सुनील'));
  });

  it("shows 'information not available' for an empty list and a wait text while loading", async () => {
    const { dp } = volunteerProvider([]);
    renderScreen(<VolunteerList />, dp, VILLAGE);
    expect(await screen.findByText(S.list.empty)).toBeInTheDocument();

    const pending = volunteerProvider();
    pending.getList.mockImplementation(() => new Promise(() => {}));
    renderScreen(<VolunteerList />, pending.dp, VILLAGE);
    expect(await screen.findByText(S.list.loading)).toBeInTheDocument();
  });

  it('deletes the selected volunteers only after the confirmation', async () => {
    const { deleteMany, dp } = volunteerProvider(ROWS);
    renderScreen(<VolunteerList />, dp, VILLAGE);
    const row = (await screen.findByText('सुनील')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await bulkDeleteButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(S.list.deleteConfirm)).toBeInTheDocument();
    expect(deleteMany).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'पुष्टी करा' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledTimes(1));
    expect(deleteMany).toHaveBeenCalledWith('swayamsevak', expect.objectContaining({ ids: [2] }));
    expect(await screen.findByText(S.list.deleted)).toBeInTheDocument();
  });

  it('deletes one row after its confirmation, and reports a failure and reloads', async () => {
    const { getList, dp, ...spies } = volunteerProvider(ROWS);
    spies.delete.mockRejectedValueOnce(new Error('boom'));
    renderScreen(<VolunteerList />, dp, VILLAGE);
    const row = (await screen.findByText('सुनील')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'हटवा' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('सुनील जोशी यांची माहिती हटवायची आहे का?')).toBeInTheDocument();
    const loads = getList.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'पुष्टी करा' }));
    expect(await screen.findByText(S.list.deleteFailed)).toBeInTheDocument();
    expect(spies.delete).toHaveBeenCalledWith('swayamsevak', expect.objectContaining({ id: 2 }));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(loads));
  });

  it('opens the empty add dialog and the edit dialog with the row', async () => {
    const { dp } = volunteerProvider(ROWS);
    renderScreen(<VolunteerList uploadArea={<div>अपलोड क्षेत्र</div>} />, dp, VILLAGE);
    expect(await screen.findByText('अपलोड क्षेत्र')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: S.list.add }));
    const add = await screen.findByRole('dialog', { name: S.dialog.addTitle });
    expect(within(add).getByLabelText(F.firstName)).toHaveValue('');
    fireEvent.click(within(add).getByRole('button', { name: S.dialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = screen.getByText('सुनील').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: S.list.edit }));
    const edit = await screen.findByRole('dialog', { name: S.dialog.editTitle });
    expect(within(edit).getByLabelText(F.firstName)).toHaveValue('सुनील');
    expect(within(edit).getByRole('button', { name: S.dialog.update })).toBeInTheDocument();
  });

  it('shows a read-only user the list without selection, add, delete or upload', async () => {
    const { dp } = volunteerProvider(ROWS);
    renderScreen(<VolunteerList uploadArea={<div>अपलोड क्षेत्र</div>} />, dp, readOnly(VILLAGE));
    const row = (await screen.findByText('सुनील')).closest('tr')!;
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.list.add })).not.toBeInTheDocument();
    expect(screen.queryByText('अपलोड क्षेत्र')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'हटवा' })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: S.list.view }));
    const dialog = await screen.findByRole('dialog', { name: S.dialog.editTitle });
    expect(within(dialog).getByLabelText(F.firstName)).toBeDisabled();
  });

  it('asks for a place, refuses levels 1-2 and adds only at a village or settlement', async () => {
    sessionStorage.setItem('ssm.selectedPlace.1', 'null');
    const first = renderScreen(<VolunteerList />, volunteerProvider().dp, VILLAGE);
    expect(await screen.findByText(S.list.pickPlace)).toBeInTheDocument();
    first.unmount();
    sessionStorage.clear();

    const wide = renderScreen(<VolunteerList />, volunteerProvider().dp, permissionsAt(2));
    expect(await screen.findByText(S.list.tooWide)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    wide.unmount();

    const { getList, dp } = volunteerProvider(ROWS);
    renderScreen(<VolunteerList />, dp, permissionsAt(6));
    expect(await screen.findByText(S.list.wrongLevel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.list.add })).not.toBeInTheDocument();
    await waitFor(() => expect(getList.mock.calls[0]![1].filter).toEqual({ location_id: 6 }));
  });
});

describe("the data provider's 'swayamsevak' resource", () => {
  function recordingClient(rows: unknown[], total?: number) {
    const requests: { url: string; method?: string; body: unknown }[] = [];
    const client: HttpClient = async (url, options = {}) => {
      requests.push({ url, method: options.method, body: JSON.parse(String(options.body)) });
      const headers = new Headers(total === undefined ? {} : { 'x-total-count': String(total) });
      return { status: 200, headers, body: '', json: rows };
    };
    return { requests, dp: createDataProvider(client, '/api') };
  }

  it('lists one page of the place with sort and search, the total from X-Total-Count', async () => {
    const { requests, dp } = recordingClient(ROWS, 42);
    const page = await dp.getList('swayamsevak', {
      filter: { location_id: 12, q: ' अमित ' },
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'firstName', order: 'ASC' },
    });
    expect(page).toEqual({ data: ROWS, total: 42 });
    expect(requests).toEqual([
      {
        url: '/api/swayamsevak/allusers',
        method: 'POST',
        body: { location_id: 12, page: 3, perPage: 20, sort: 'firstName', order: 'ASC', q: 'अमित' },
      },
    ]);
  });

  it('filters by category through the report call and pages the answer itself', async () => {
    const rows = [volunteerOf(1), volunteerOf(2, { firstName: 'सुनील' }), volunteerOf(3)];
    const { requests, dp } = recordingClient(rows);
    const page = await dp.getList('swayamsevak', {
      filter: { location_id: 12, category: 'शाखा कार्यकर्ता', q: 'सुनील' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'updatedAt', order: 'DESC' },
    });
    expect(requests[0]).toMatchObject({
      url: '/api/swayamsevak/report',
      body: { location_id: 12, category: ['शाखा कार्यकर्ता'] },
    });
    expect(page).toEqual({ data: [rows[1]], total: 1 });
  });

  it('asks for the report a page at a time until the total, telling the progress', async () => {
    const pages = [
      Array.from({ length: 1000 }, (_, i) => volunteerOf(i + 1)),
      Array.from({ length: 1000 }, (_, i) => volunteerOf(i + 1001)),
      [volunteerOf(2001), volunteerOf(2002)],
    ];
    const bodies: { page: number; perPage: number }[] = [];
    const client: HttpClient = async (_url, options = {}) => {
      const body = JSON.parse(String(options.body));
      bodies.push(body);
      const headers = new Headers({ 'x-total-count': '2002' });
      return { status: 200, headers, body: '', json: pages[body.page - 1] };
    };
    const progress: [number, number][] = [];
    const rows = await createDataProvider(client, '/api').volunteerReport(
      12,
      { category: ['शाखा कार्यकर्ता'] },
      (done, total) => progress.push([done, total]),
    );
    expect(rows.map((r) => r.id)).toEqual(pages.flat().map((r) => r.id));
    expect(bodies.map((b) => [b.page, b.perPage])).toEqual([
      [1, 1000],
      [2, 1000],
      [3, 1000],
    ]);
    expect(progress).toEqual([
      [1000, 2002],
      [2000, 2002],
      [2002, 2002],
    ]);
  });

  it('deletes through PUT /swayamsevak/delet', async () => {
    const { requests, dp } = recordingClient([]);
    await dp.deleteMany('swayamsevak', { ids: [4, 5] });
    await dp.delete('swayamsevak', { id: 6 });
    expect(requests).toEqual([
      { url: '/api/swayamsevak/delet', method: 'PUT', body: { ids: [4, 5] } },
      { url: '/api/swayamsevak/delet', method: 'PUT', body: { ids: [6] } },
    ]);
  });
});

describe("the engine's duplicate check of the volunteers, through the spec's call", () => {
  it('sends the values flat to POST /swayamsevak/duplicates and names each place', async () => {
    const requests: { url: string; body: unknown }[] = [];
    const client: HttpClient = async (url, options = {}) => {
      requests.push({ url, body: JSON.parse(String(options.body)) });
      const json = [AMIT_DUPLICATE];
      return { status: 200, headers: new Headers(), body: '', json };
    };
    const found = await createDataProvider(client, '/api').findRegisterDuplicates('swayamsevak', {
      values: { firstName: 'अमित', surname: 'कुलकर्णी', mobile: '9876543210' },
      excludeId: 5,
    });
    expect(requests).toEqual([
      {
        url: '/api/swayamsevak/duplicates',
        body: { firstName: 'अमित', surname: 'कुलकर्णी', mobile: '9876543210', excludeId: 5 },
      },
    ]);
    expect(found).toEqual({ duplicates: [{ id: 7, place: 'केसनंद' }] });
  });
});
