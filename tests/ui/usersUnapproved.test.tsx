import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnapprovedList } from '../../src/resources/users';
import { U, fakeApi, renderUsers, userOf } from './usersHarness';

vi.setConfig({ testTimeout: 20_000 });

const REQUESTS = [
  userOf(21, {
    name: 'अर्जुन पाटील',
    phone: '9811111111',
    status: 'pending',
    level_id: null,
    location_id: null,
    localized_name: null,
    name_suffix: null,
    requested_location_id: 6,
    requested_localized_name: 'हवेली',
    requested_name_suffix: 'तालुका',
    requested_level_id: 6,
  }),
  userOf(22, { name: 'नवीन कार्यकर्ता', status: 'pending' }),
];

const confirmIn = async () => {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'पुष्टी करा' }));
};

describe('/user/unapproved', () => {
  it("shows each request's place asked for and contact", async () => {
    const { dataProvider } = fakeApi({ 'GET /user/list-unapproved': REQUESTS });
    renderUsers(<UnapprovedList />, dataProvider);
    const row = (await screen.findByText('अर्जुन पाटील')).closest('tr')!;
    expect(within(row).getByText('हवेली तालुका')).toBeInTheDocument();
    expect(within(row).getByText('9811111111')).toBeInTheDocument();
    // without a requested place, the assigned one
    const other = screen.getByText('नवीन कार्यकर्ता').closest('tr')!;
    expect(within(other).getByText('वाघोली उपखंड')).toBeInTheDocument();
  });

  it('approves the selected requests after the confirmation', async () => {
    const { dataProvider, calls } = fakeApi({
      'GET /user/list-unapproved': REQUESTS,
      'PUT /user/approve': { message: 'User approved successfully.', count: 1 },
    });
    renderUsers(<UnapprovedList />, dataProvider);
    const row = (await screen.findByText('अर्जुन पाटील')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: U.unapproved.approve }));
    expect(await screen.findByText(/निवडलेल्या 1 विनंत्यांना/)).toBeInTheDocument();
    await confirmIn();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /user/approve').map((c) => c.body)).toEqual([
        { user_id: 21 },
      ]),
    );
    expect(await screen.findByText('1 वापरकर्त्यांना मान्यता दिली')).toBeInTheDocument();
  });

  it('approves all after the confirmation and tells how many had no place', async () => {
    const { dataProvider, calls } = fakeApi({
      'GET /user/list-unapproved': REQUESTS,
      'PUT /user/approveAll': { message: 'Users approved successfully.', count: 1, skipped: 1 },
    });
    renderUsers(<UnapprovedList />, dataProvider);
    await screen.findByText('अर्जुन पाटील');
    fireEvent.click(screen.getByRole('button', { name: U.unapproved.approveAll }));
    expect(await screen.findByText(U.unapproved.confirmApproveAll)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /user/approveAll')).toBe(false);
    await confirmIn();
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /user/approveAll')).toBe(true));
    expect(await screen.findByText(/1 विनंत्यांना भौगोलिक रचना नसल्याने/)).toBeInTheDocument();
  });
});
