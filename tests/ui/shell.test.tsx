import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../src/layout/Layout';
import { ADMIN, READER, fakeDeps } from './shell/fixtures';
import { renderInAdmin } from './shell/renderInAdmin';

// full react-admin renders: the first one in a file takes seconds on a busy machine
vi.setConfig({ testTimeout: 20_000 });

const renderShell = (profile = READER, path = '/dashboard/default') =>
  renderInAdmin(
    <Layout>
      <p>पानाचा मजकूर</p>
    </Layout>,
    fakeDeps(profile),
    path,
  );

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the shell of a signed-in user', () => {
  it('shows the level and place chip in Marathi', async () => {
    renderShell();
    expect(await screen.findByText('उपखंड नगर : एरंडवणे उपखंड नगर')).toBeInTheDocument();
    expect(screen.getByText('पानाचा मजकूर')).toBeInTheDocument();
  });

  it('lists name, email, level, place, role and system number in the profile menu', async () => {
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'वापरकर्ता माहिती' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('सुनील जोशी')).toBeInTheDocument();
    expect(within(menu).getByText('reader@demo.test')).toBeInTheDocument();
    expect(within(menu).getByText('एरंडवणे उपखंड नगर')).toBeInTheDocument();
    expect(within(menu).getByText('माहिती वाचन अधिकारी')).toBeInTheDocument();
    expect(within(menu).getByText('प्रणाली क्रमांक')).toBeInTheDocument();
    expect(within(menu).getByText('42')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'बाहेर पडा' })).toBeInTheDocument();
  });

  it('labels an office head as such', async () => {
    renderShell(ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'वापरकर्ता माहिती' }));
    expect(within(await screen.findByRole('menu')).getByText('कार्यालय प्रमुख')).toBeInTheDocument();
  });

  it('shows the grouped menu, a logout button and the version chip in the drawer', async () => {
    renderShell();
    expect(await screen.findByText('कामकाज')).toBeInTheDocument();
    expect(screen.getAllByText('डॅशबोर्ड').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'सारांश' })).toHaveAttribute(
      'href',
      '/dashboard/default',
    );
    expect(screen.getByText('माहिती')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'भौगोलिक रचना' })).toHaveAttribute('href', '/geo/tree');
    expect(screen.getByRole('link', { name: 'प्रणालीविषयी' })).toHaveAttribute('href', '/about');
    expect(screen.getByText('v2.1.1')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'बाहेर पडा' }).length).toBeGreaterThan(0);
  });

  it('shows the breadcrumb of the current page', async () => {
    renderShell(READER, '/about');
    const nav = await screen.findByRole('navigation', { name: 'आपण येथे आहात' });
    expect(within(nav).getByText('माहिती')).toBeInTheDocument();
    expect(within(nav).getByText('प्रणालीविषयी')).toHaveAttribute('aria-current', 'page');
  });

  it('switches the language to English from the profile menu', async () => {
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'वापरकर्ता माहिती' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('English'));
    expect(await screen.findByText('Work')).toBeInTheDocument();
    expect(screen.getByText('Geographic structure')).toBeInTheDocument();
    expect(screen.queryByText('कामकाज')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page instead of showing the page', async () => {
    const { location } = renderInAdmin(
      <Layout>
        <p>पानाचा मजकूर</p>
      </Layout>,
      fakeDeps(READER, false),
      '/dashboard/default',
    );
    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(screen.queryByText('पानाचा मजकूर')).not.toBeInTheDocument();
  });
});
