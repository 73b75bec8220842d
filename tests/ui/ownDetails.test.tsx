import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  Notification,
  TestMemoryRouter,
  memoryStore,
  type DataProvider,
} from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import type { Profile } from '../../src/domain';
import { i18nProvider } from '../../src/i18n';
import { Layout } from '../../src/layout/Layout';
import { theme } from '../../src/layout/theme';
import { READER, fakeDeps } from './shell/fixtures';

vi.setConfig({ testTimeout: 20_000 });

/**
 * Issue 28 point 7: the signed-in person edits their own name and mobile from the profile
 * menu (PUT /user/userUpdate); the menu shows the new name without a reload.
 */
function renderWithServer(refuse?: object) {
  let profile: Profile = { ...READER, phone: '9822012345' };
  const deps = fakeDeps(READER);
  deps.dataProvider.getProfile.mockImplementation(async () => profile);
  const updateOwnDetails = vi.fn(async (details: { name: string; phone: string }) => {
    if (refuse) throw Object.assign(new Error('refused'), { status: 400, body: refuse });
    profile = { ...profile, ...details };
    return { message: 'Users updated successfully.' };
  });
  const dataProvider = { updateOwnDetails } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={['/dashboard/default']}>
      <AdminContext
        authProvider={createAuthProvider(deps)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        theme={theme}
      >
        <Layout>
          <p>पान</p>
        </Layout>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { updateOwnDetails };
}

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'वापरकर्ता माहिती' }));
  await userEvent.click(within(await screen.findByRole('menu')).getByText('तपशील बदला'));
  return screen.findByRole('dialog', { name: 'आपले नाव व मोबाईल' });
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('own details from the profile menu', () => {
  it('opens with the current name and mobile, refuses a bad mobile, saves and shows the new name', async () => {
    const { updateOwnDetails } = renderWithServer();
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText(/नाव/);
    const mobile = within(dialog).getByLabelText(/मोबाईल/);
    expect(name).toHaveValue('सुनील जोशी');
    expect(mobile).toHaveValue('9822012345');

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'जतन करा' }));
    expect(await within(dialog).findByText('"मोबाईल" 10 अंकी क्रमांक असावा')).toBeInTheDocument();
    expect(updateOwnDetails).not.toHaveBeenCalled();

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9123456780');
    await userEvent.clear(name);
    await userEvent.type(name, 'सुनील रा. जोशी');
    await userEvent.click(within(dialog).getByRole('button', { name: 'जतन करा' }));
    await waitFor(() =>
      expect(updateOwnDetails).toHaveBeenCalledWith({
        name: 'सुनील रा. जोशी',
        phone: '9123456780',
      }),
    );
    expect(await screen.findByText('आपली माहिती जतन झाली')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'वापरकर्ता माहिती' }));
    expect(await within(await screen.findByRole('menu')).findByText('सुनील रा. जोशी')).toBeVisible();
  });

  it("shows the server's refusal in Marathi and keeps what was typed", async () => {
    renderWithServer({
      message: 'phone: …',
      error: [{ field: 'phone', key: 'app.users.validation.phoneDigits' }],
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'जतन करा' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"मोबाईल" 10 अंकी क्रमांक असावा',
    );
    expect(within(dialog).getByLabelText(/नाव/)).toHaveValue('सुनील जोशी');
  });
});
