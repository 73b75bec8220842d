import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '../../src/pages/ForgotPassword';
import { LoginPage } from '../../src/pages/Login';
import { RegisterPage } from '../../src/pages/Register';
import { READER, fakeDeps, httpError } from './shell/fixtures';
import { renderInAdmin } from './shell/renderInAdmin';

// full react-admin renders: the first one in a file takes seconds on a busy machine
vi.setConfig({ testTimeout: 20_000 });

/** The input whose label is exactly this text (the required mark aside). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}[\\s*]*$`), { selector: 'input' });
const fill = async (label: string, value: string) => {
  await userEvent.click(field(label));
  await userEvent.paste(value);
};

describe('the login page', () => {
  it('shows a Marathi error for a wrong password and keeps what was typed', async () => {
    const deps = fakeDeps(READER, false);
    deps.signIn.mockRejectedValueOnce({ code: 'auth/wrong-password' });
    renderInAdmin(<LoginPage />, deps, '/login');
    await fill('ईमेल', 'reader@demo.test');
    await fill('पासवर्ड', 'chukicha');
    await userEvent.click(screen.getByRole('button', { name: 'प्रवेश करा' }));
    expect(await screen.findByText('पासवर्ड चुकीचा आहे.')).toBeInTheDocument();
    expect(field('ईमेल')).toHaveValue('reader@demo.test');
    expect(field('पासवर्ड')).toHaveValue('chukicha');
  });

  it('asks for the missing fields in Marathi before calling the identity service', async () => {
    const deps = fakeDeps(READER, false);
    renderInAdmin(<LoginPage />, deps, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'प्रवेश करा' }));
    expect(await screen.findAllByText('ही माहिती आवश्यक आहे')).toHaveLength(2);
    expect(deps.signIn).not.toHaveBeenCalled();
  });

  it('tells a pending user why they cannot sign in', async () => {
    renderInAdmin(<LoginPage />, fakeDeps(httpError(403, 'USER_PENDING'), false), '/login');
    await fill('ईमेल', 'pending@demo.test');
    await fill('पासवर्ड', 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'प्रवेश करा' }));
    expect(await screen.findByText('आपले खाते प्रशासकांच्या मान्यतेच्या प्रतीक्षेत आहे.')).toBeInTheDocument();
  });

  it('shows the reason when a forced logout brought the person here', async () => {
    renderInAdmin(<LoginPage />, fakeDeps(READER, false), '/login?reason=unauthorized');
    expect(await screen.findByText('अनधिकृत वापरकर्ता!')).toBeInTheDocument();
  });

  it('goes to the dashboard after signing in', async () => {
    const { location } = renderInAdmin(<LoginPage />, fakeDeps(READER, false), '/login');
    await fill('ईमेल', 'reader@demo.test');
    await fill('पासवर्ड', 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'प्रवेश करा' }));
    await waitFor(() => expect(location.pathname).toBe('/dashboard/default'));
  });

  it('sends an already signed-in visitor to the dashboard', async () => {
    const { location } = renderInAdmin(<LoginPage />, fakeDeps(READER), '/login');
    await waitFor(() => expect(location.pathname).toBe('/dashboard/default'));
  });

  it('shows and hides the password', async () => {
    renderInAdmin(<LoginPage />, fakeDeps(READER, false), '/login');
    expect(field('पासवर्ड')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड दाखवा' }));
    expect(field('पासवर्ड')).toHaveAttribute('type', 'text');
  });
});

describe('the register page', () => {
  it('creates the account, has the address verified, then leads into the access request', async () => {
    const deps = fakeDeps(httpError(403, 'USER_PENDING'), false);
    renderInAdmin(<RegisterPage />, deps, '/register');
    await fill('ईमेल', 'new@demo.test');
    await fill('पासवर्ड', 'Secret@123');
    await fill('पासवर्ड पुन्हा लिहा', 'Secret@123');
    await userEvent.click(screen.getByRole('button', { name: 'खाते तयार करा' }));
    // the address is verified first: a link was sent, the person opens it and continues
    expect(
      await screen.findByText('new@demo.test या पत्त्यावर पडताळणीचा दुवा पाठवला आहे.'),
    ).toBeInTheDocument();
    expect(deps.sendVerification).toHaveBeenCalledTimes(1);
    deps.isEmailVerified.mockResolvedValueOnce(false);
    await userEvent.click(screen.getByRole('button', { name: 'पडताळणी झाली, पुढे चला' }));
    expect(await screen.findByText(/पत्ता अजून पडताळलेला नाही/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'दुवा पुन्हा पाठवा' }));
    expect(
      await screen.findByText('new@demo.test या पत्त्यावर दुवा पुन्हा पाठवला आहे.'),
    ).toBeInTheDocument();
    expect(deps.sendVerification).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'पडताळणी झाली, पुढे चला' }));
    expect(await screen.findByRole('button', { name: 'विनंती पाठवा' })).toBeInTheDocument();
    expect(deps.createUser).toHaveBeenCalledWith('new@demo.test', 'Secret@123');
    // the access request (tests/ui/usersRegister.test.tsx) needs the session; it signs out after
    expect(deps.signOut).not.toHaveBeenCalled();
  });

  it('refuses different passwords', async () => {
    const deps = fakeDeps(READER, false);
    renderInAdmin(<RegisterPage />, deps, '/register');
    await fill('ईमेल', 'new@demo.test');
    await fill('पासवर्ड', 'Secret@123');
    await fill('पासवर्ड पुन्हा लिहा', 'Secret@124');
    await userEvent.click(screen.getByRole('button', { name: 'खाते तयार करा' }));
    expect(await screen.findByText('दोन्ही पासवर्ड सारखे नाहीत')).toBeInTheDocument();
    expect(deps.createUser).not.toHaveBeenCalled();
  });
});

describe('the forgot-password page', () => {
  it('sends the reset mail and goes to the check-mail page', async () => {
    const deps = fakeDeps(READER, false);
    const { location } = renderInAdmin(<ForgotPasswordPage />, deps, '/forgot-password');
    await fill('ईमेल', 'reader@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'लिंक पाठवा' }));
    await waitFor(() => expect(location.pathname).toBe('/check-mail'));
    expect(deps.sendPasswordReset).toHaveBeenCalledWith('reader@demo.test');
  });
});
