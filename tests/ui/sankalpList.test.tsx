import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import { SankalpList } from '../../src/modules/units';
import {
  S,
  F,
  choose,
  fakeDataProvider,
  permissionsAt,
  readOnly,
  renderScreen,
  unitOf,
} from './sankalpHarness';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => sessionStorage.clear());

const UNITS = [
  unitOf(1),
  unitOf(2, { ekak_type_id: 3, ekak_sub_type_id: 9, status: 'paused', start_date: '2024-06-15' }),
];

function provider() {
  const getList = vi.fn<(resource: string, params: GetListParams) => Promise<unknown>>(
    async () => ({ data: UNITS, total: UNITS.length }),
  );
  const deleteMany = vi.fn(async () => ({ data: [1] }));
  return { getList, deleteMany, dp: fakeDataProvider({ getList, deleteMany } as never) };
}

describe('/sankalp/list', () => {
  it('lists the units of the chosen place with Marathi columns and dd-mm-yyyy dates', async () => {
    const { getList, dp } = provider();
    renderScreen(<SankalpList />, dp, permissionsAt(6));
    expect(await screen.findByText('केसनंद शाखा 1', {}, { timeout: 10_000 })).toBeInTheDocument();
    for (const label of Object.values({
      a: F.localized_name,
      b: F.location_id,
      c: F.start_date,
      d: F.meeting_day,
      e: F.meeting_time,
    })) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    const row = screen.getByText('केसनंद शाखा 2').closest('tr')!;
    expect(within(row).getAllByText('संघ मंडळी')).toHaveLength(2);
    // the status as a coloured chip (issue 44, point 11): paused amber
    expect(within(row).getByText('स्थगित').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    expect(within(row).getByText('15-06-2024')).toBeInTheDocument();
    expect(within(row).getByText('07:00')).toBeInTheDocument();
    expect(within(row).getByText('केसनंद गाव')).toBeInTheDocument();
    expect(getList.mock.calls[0]![1].filter).toEqual({ location_id: 6 });
  });

  it('filters by type, sub-type and status', async () => {
    const { getList, dp } = provider();
    renderScreen(<SankalpList />, dp, permissionsAt(6));
    await screen.findByText('केसनंद शाखा 1');
    await choose(F.ekak_type_id, 'साप्ताहिक मिलन');
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter.ekak_type_id).toBe(2));
    await choose(F.ekak_sub_type_id, 'प्रौढ');
    await choose(F.status, 'बंद');
    await waitFor(() =>
      expect(getList.mock.calls.at(-1)![1].filter).toEqual({
        location_id: 6,
        ekak_type_id: 2,
        ekak_sub_type_id: 8,
        status: 'closed',
      }),
    );
  });

  it('deletes the selected units only after the confirmation', async () => {
    const { deleteMany, dp } = provider();
    renderScreen(<SankalpList />, dp, permissionsAt(6));
    const row = (await screen.findByText('केसनंद शाखा 1')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'हटवा' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(S.list.deleteConfirm)).toBeInTheDocument();
    expect(deleteMany).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'पुष्टी करा' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledTimes(1));
    expect(deleteMany).toHaveBeenCalledWith('sankalp', expect.objectContaining({ ids: [1] }));
    expect(await screen.findByText(S.list.deleted)).toBeInTheDocument();
  });

  it('offers no selection to a read-only user', async () => {
    const { dp } = provider();
    renderScreen(<SankalpList />, dp, readOnly(permissionsAt(6)));
    await screen.findByText('केसनंद शाखा 1');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('asks for a place when none is chosen', async () => {
    sessionStorage.setItem('ssm.selectedPlace.1', 'null');
    renderScreen(<SankalpList />, provider().dp, permissionsAt(6));
    expect(await screen.findByText(S.list.pickPlace)).toBeInTheDocument();
  });
});
