import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserCreate } from '../../src/resources/users';
import { permissionsAt } from './pickerHarness';
import { U, fakeApi, renderUsers } from './usersHarness';

vi.setConfig({ testTimeout: 20_000 });

const HEAD = { ...permissionsAt(3), karyalay_pramukh: true };

describe('/user/add', () => {
  it('offers the rights checkboxes, admin only to an admin', async () => {
    renderUsers(<UserCreate />, fakeApi({}).dataProvider);
    expect(await screen.findByRole('checkbox', { name: U.fields.admin })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: U.fields.writeallowed })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: U.fields.karyalay_pramukh })).toBeInTheDocument();
  });

  it('hides the admin right from an office head', async () => {
    renderUsers(<UserCreate />, fakeApi({}).dataProvider, '/', null, HEAD);
    expect(
      await screen.findByRole('checkbox', { name: U.fields.writeallowed }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: U.fields.admin })).not.toBeInTheDocument();
  });

  it('shows the Marathi messages and sends nothing while fields are missing', async () => {
    const { dataProvider, calls } = fakeApi({});
    renderUsers(<UserCreate />, dataProvider);
    // the save button wakes up once something was typed
    await userEvent.type(await screen.findByRole('textbox', { name: /^मोबाईल/ }), '98');
    fireEvent.click(screen.getByRole('button', { name: 'जतन करा' }));
    expect(await screen.findByText(U.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(U.validation.email)).toBeInTheDocument();
    expect(screen.getByText(U.validation.phoneDigits)).toBeInTheDocument();
    expect(screen.getByText(U.validation.placeRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('opens the picker limited to levels 1 to 8 from the place button', async () => {
    renderUsers(<UserCreate />, fakeApi({}).dataProvider);
    fireEvent.click(await screen.findByRole('button', { name: /भौगोलिक रचना निवडा/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
