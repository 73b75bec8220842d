import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AccessRequestForm, PendingApprovalPage } from '../../src/resources/users';
import { U, fakeApi, renderUsers } from './usersHarness';

vi.setConfig({ testTimeout: 20_000 });

const HAVELI = {
  location_id: 6,
  level_id: 6,
  localized_name: 'हवेली',
  name_suffix: 'तालुका',
  ancestors: ['पुणे विभाग'],
};
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('the access request after signing up', () => {
  it('asks for name, a 10-digit mobile and a place before sending anything', async () => {
    const { dataProvider, calls } = fakeApi({});
    renderUsers(<AccessRequestForm />, dataProvider);
    await userEvent.type(field(U.fields.phone), '98');
    fireEvent.click(screen.getByRole('button', { name: U.request.submit }));
    expect(await screen.findByText(U.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(U.validation.phoneDigits)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends POST /user/forApproval, signs out and shows the waiting page', async () => {
    const { dataProvider, calls } = fakeApi({
      'POST /user/forApproval/places': [HAVELI],
      'POST /user/forApproval': { message: 'Request submitted for approval.', user_id: 12 },
    });
    const { location } = renderUsers(
      <AccessRequestForm />,
      dataProvider,
      '/register',
      <Route path="/pending-approval" element={<PendingApprovalPage />} />,
    );
    await userEvent.type(field(U.fields.name), 'अर्जुन पाटील');
    await userEvent.type(field(U.fields.phone), '9811111111');
    fireEvent.click(screen.getByRole('button', { name: U.request.submit }));
    expect(await screen.findByText(U.validation.placeRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /user/forApproval')).toBe(false);

    await userEvent.type(
      screen.getByRole('combobox', { name: new RegExp(U.fields.requestedPlace) }),
      'हवे',
    );
    fireEvent.click(await screen.findByRole('option', { name: /हवेली तालुका/ }));
    // choosing a place searches no more (a late search after signing out was a 401)
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((c) => c.key === 'POST /user/forApproval/places')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: U.request.submit }));
    await waitFor(() => expect(location.pathname).toBe('/pending-approval'));
    expect(calls.find((c) => c.key === 'POST /user/forApproval')?.body).toEqual({
      name: 'अर्जुन पाटील',
      phone: '9811111111',
      location_id: 6,
    });
    expect(calls.find((c) => c.key === 'POST /user/forApproval/places')?.body).toEqual({ q: 'हवे' });
    expect(await screen.findByText(U.pending.body)).toBeInTheDocument();
  });
});
