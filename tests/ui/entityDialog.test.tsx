import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterDeclaration } from '../../src/domain/engine';
import { karyakarta } from '../../src/domain/modules/karyakarta';
import { EntityList } from '../../src/engine/EntityList';
import { appMr } from '../../src/i18n/mr/app';
import { entityMr } from '../../src/i18n/mr/entity';
import { workerRecord } from './karyakartaFixture';
import { fakeDataProvider, permissionsAt } from './pickerHarness';
import { readOnly, renderScreen } from './sankalpHarness';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => sessionStorage.clear());

const L = entityMr.entity.list;
const FORM = entityMr.entity.form;

/** कार्यकर्ता सूची kept in a dialog over its list, only at a गाव (level 10). */
const d: RegisterDeclaration = {
  ...karyakarta,
  placeLevels: [10],
  duplicates: undefined,
  view: { ...karyakarta.view, dialog: true, serial: true, perPage: 10, noExport: true },
};

const worker = (id: number, name: string) => workerRecord(id, name, 3);
const ROWS = [worker(1, 'सुरेश पाटील'), worker(2, 'रमेश जाधव')];

function provider() {
  const spies = {
    getList: vi.fn<(r: string, p: GetListParams) => Promise<{ data: typeof ROWS; total: number }>>(
      async () => ({ data: ROWS, total: ROWS.length }),
    ),
    create: vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } })),
    update: vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 2 } })),
    delete: vi.fn(async () => ({ data: ROWS[1]! })),
    getOne: vi.fn(async () => ({ data: { ...ROWS[1]!, name: 'रमेश ज. जाधव', version: 4 } })),
  };
  return { ...spies, dp: fakeDataProvider(spies as never) };
}

const rowOf = async (name: string) =>
  (await screen.findByText(name, {}, { timeout: 10_000 })).closest('tr')!;

describe('a register kept in a dialog over its list (`view.dialog`)', () => {
  it('numbers the rows, pages by ten and offers no download', async () => {
    const { getList, dp } = provider();
    renderScreen(<EntityList d={d} writable />, dp, permissionsAt(12));
    const row = await rowOf('रमेश जाधव');
    expect(within(row).getByText('2')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining([L.serial, L.actions]));
    expect(getList.mock.calls[0]![1]).toMatchObject({ pagination: { page: 1, perPage: 10 } });
    expect(screen.queryByRole('button', { name: 'एक्सेल डाउनलोड' })).not.toBeInTheDocument();
  });

  it('adds at the chosen place in the dialog, its rules in Marathi first', async () => {
    const { create, dp } = provider();
    renderScreen(<EntityList d={d} writable />, dp, permissionsAt(12));
    fireEvent.click(await screen.findByRole('button', { name: L.add }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'कार्यकर्ता सूची: नवीन नोंद' });
    await userEvent.click(within(dialog).getByRole('button', { name: FORM.save }));
    expect(await within(dialog).findAllByText('आवश्यक आहे')).not.toHaveLength(0);
    expect(create).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/^नाव/), 'नवीन कार्यकर्ता');
    await userEvent.type(within(dialog).getByLabelText(/^मोबाईल/), '9822033333');
    await userEvent.click(within(dialog).getByRole('button', { name: FORM.save }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toMatchObject({
      name: 'नवीन कार्यकर्ता',
      mobile: '9822033333',
      location_id: 12,
    });
    expect(await screen.findByText(FORM.added)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('corrects a row over the version it read, and says so when someone saved it meanwhile', async () => {
    const { update, dp } = provider();
    update.mockRejectedValueOnce(new HttpError('stale', 409, { code: 'STALE' }));
    renderScreen(<EntityList d={d} writable />, dp, permissionsAt(12));
    fireEvent.click(within(await rowOf('रमेश जाधव')).getByRole('button', { name: L.edit }));
    const dialog = await screen.findByRole('dialog', { name: 'कार्यकर्ता सूची: बदल' });
    expect(within(dialog).getByLabelText(/^नाव/)).toHaveValue('रमेश जाधव');
    await userEvent.clear(within(dialog).getByLabelText(/^नाव/));
    await userEvent.type(within(dialog).getByLabelText(/^नाव/), 'रमेश जाधव-पाटील');
    await userEvent.click(within(dialog).getByRole('button', { name: FORM.update }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({
      id: 2,
      data: { name: 'रमेश जाधव-पाटील', version: 3 },
    });
    expect(await within(dialog).findByText(appMr.error.STALE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^नाव/)).toHaveValue('रमेश जाधव-पाटील');
    fireEvent.click(within(dialog).getByRole('button', { name: entityMr.entity.stale.reload }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^नाव/)).toHaveValue('रमेश ज. जाधव'));
    expect(within(dialog).queryByText(appMr.error.STALE)).not.toBeInTheDocument();
  });

  it('deletes a row after a confirmation naming it', async () => {
    const { dp, ...spies } = provider();
    renderScreen(<EntityList d={d} writable />, dp, permissionsAt(12));
    fireEvent.click(within(await rowOf('रमेश जाधव')).getByRole('button', { name: 'हटवा' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('रमेश जाधव ही नोंद हटवायची आहे का?')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'पुष्टी करा' }));
    await waitFor(() => expect(spies.delete).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(L.deleted)).toBeInTheDocument();
  });

  it('shows a reader the row locked and adds only where records are kept', async () => {
    const reader = renderScreen(
      <EntityList d={d} writable={false} />,
      provider().dp,
      readOnly(permissionsAt(12)),
    );
    fireEvent.click(within(await rowOf('रमेश जाधव')).getByRole('button', { name: L.view }));
    const dialog = await screen.findByRole('dialog', { name: 'कार्यकर्ता सूची: बदल' });
    expect(within(dialog).getByText(FORM.readOnly)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^नाव/)).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: FORM.update })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: L.add })).not.toBeInTheDocument();
    reader.unmount();

    renderScreen(<EntityList d={d} writable />, provider().dp, permissionsAt(6));
    expect(await screen.findByText(L.wrongLevel, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: L.add })).not.toBeInTheDocument();
  });
});
