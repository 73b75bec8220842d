import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserList } from '../../src/resources/users';
import { U, fakeApi, renderUsers, userOf } from './usersHarness';

vi.setConfig({ testTimeout: 20_000 });

const USERS = [
  userOf(7, { name: 'सुनील जोशी', writeallowed: false }),
  userOf(8, { name: 'अनिल पाटील', karyalay_pramukh: true, status: 'inactive' }),
];

describe('/user/list', () => {
  it('lists the approved users with place, status and role in Marathi', async () => {
    const { dataProvider, calls } = fakeApi({ 'GET /user/list/all': USERS });
    renderUsers(<UserList />, dataProvider);
    const row = (await screen.findByText('सुनील जोशी')).closest('tr')!;
    expect(within(row).getByText('वाघोली उपखंड')).toBeInTheDocument();
    expect(within(row).getByText(U.status.active)).toBeInTheDocument();
    expect(within(row).getByText('माहिती वाचन अधिकारी')).toBeInTheDocument();
    const head = screen.getByText('अनिल पाटील').closest('tr')!;
    expect(within(head).getByText(U.status.inactive)).toBeInTheDocument();
    expect(within(head).getByText('कार्यालय प्रमुख')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain('GET /user/list/all');
  });

  it('deactivates the selected users only after the confirmation', async () => {
    const { dataProvider, calls } = fakeApi({
      'GET /user/list/all': USERS,
      'PUT /user/deactivate': { message: 'Users updated successfully.' },
    });
    renderUsers(<UserList />, dataProvider);
    const row = (await screen.findByText('सुनील जोशी')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: U.list.deactivate }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/निवडलेले 1 वापरकर्ते निष्क्रिय करायचे/)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /user/deactivate')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /पुष्टी|Confirm|होय/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /user/deactivate')?.body).toEqual({ userId: 7 }),
    );
    expect(await screen.findByText(U.list.done)).toBeInTheDocument();
  });

  it('deletes the selected users after the confirmation', async () => {
    const { dataProvider, calls } = fakeApi({
      'GET /user/list/all': USERS,
      'PUT /user/delete': { message: 'Users deleted successfully.', count: 1 },
    });
    renderUsers(<UserList />, dataProvider);
    const row = (await screen.findByText('अनिल पाटील')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: U.list.delete }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/कायमचे हटवायचे/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /पुष्टी|Confirm|होय/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /user/delete')?.body).toEqual({ userIds: [8] }),
    );
  });
});
