import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allMenuIds, type Profile } from '../../src/domain';
import { AppMenu } from '../../src/layout/AppMenu';
import { ADMIN, READER, fakeDeps, withLevel } from './shell/fixtures';
import { renderInAdmin } from './shell/renderInAdmin';

// full react-admin renders: the first one in a file takes seconds on a busy machine
vi.setConfig({ testTimeout: 20_000 });

const ALL = new Set(allMenuIds());

const renderMenu = async (profile: Profile) => {
  renderInAdmin(<AppMenu implemented={ALL} />, fakeDeps(profile));
  await screen.findByText('कामकाज');
};

const openGroup = (name: string) => userEvent.click(screen.getByText(name));

describe('the drawer menu', () => {
  it('shows the three groups with their headings', async () => {
    await renderMenu(READER);
    expect(screen.getByText('कामकाज')).toBeInTheDocument();
    expect(screen.getByText('माहिती')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सारांश' })).toHaveAttribute(
      'href',
      '/dashboard/default',
    );
    expect(screen.getByRole('link', { name: 'स्वयंसेवक सूची' })).toBeInTheDocument();
  });

  it('hides the admin-only entries from a non-admin office head', async () => {
    await renderMenu({ ...READER, claims: { ...READER.claims, karyalay_pramukh: true } });
    await openGroup('प्रणाली वापरकर्ते');
    expect(await screen.findByRole('link', { name: 'वापरकर्ता यादी' })).toBeInTheDocument();
    expect(screen.queryByText('मान्यता प्रलंबित वापरकर्ते')).not.toBeInTheDocument();
    await openGroup('संपर्क अभियान');
    expect(await screen.findByRole('link', { name: 'अभियान वृत्त' })).toBeInTheDocument();
    expect(screen.queryByText('अनुकूल व्यक्ती सूची')).not.toBeInTheDocument();
  });

  it('hides the user lists from someone who may not manage users', async () => {
    await renderMenu(READER);
    expect(screen.queryByText('प्रणाली वापरकर्ते')).not.toBeInTheDocument();
  });

  it('shows the admin-only entries to an admin', async () => {
    await renderMenu(ADMIN);
    await openGroup('प्रणाली वापरकर्ते');
    expect(await screen.findByRole('link', { name: 'मान्यता प्रलंबित वापरकर्ते' })).toHaveAttribute(
      'href',
      '/user/unapproved',
    );
    await openGroup('संपर्क अभियान');
    expect(await screen.findByRole('link', { name: 'अनुकूल व्यक्ती सूची' })).toBeInTheDocument();
  });

  it('applies the level rules: festival registration only at levels 6 and 7', async () => {
    await renderMenu(withLevel(READER, 7));
    // a group of the six festivals (issue 11); the report group is for levels up to 5
    await openGroup('उत्सव नोंदणी');
    expect(await screen.findByRole('link', { name: 'गुरुपूजन' })).toHaveAttribute(
      'href',
      '/utsav/gurupujan-nondani',
    );
    expect(screen.queryByText('उत्सव वृत्त')).not.toBeInTheDocument();
  });

  it('lets the sankalp group navigate at level 7', async () => {
    await renderMenu(withLevel(READER, 7));
    expect(screen.getByRole('link', { name: 'संकल्प' })).toHaveAttribute('href', '/sankalp/list');
  });

  it('does not navigate from the sankalp group below level 7, but opens it', async () => {
    await renderMenu(READER);
    expect(screen.queryByRole('link', { name: 'संकल्प' })).not.toBeInTheDocument();
    await openGroup('संकल्प');
    expect(await screen.findByRole('link', { name: 'संकल्प यादी' })).toHaveAttribute(
      'href',
      '/sankalp/list',
    );
  });

  it('shows only the built screens by default', async () => {
    renderInAdmin(<AppMenu />, fakeDeps(READER));
    expect(await screen.findByRole('link', { name: 'भौगोलिक रचना' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'स्वयंसेवक सूची' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सांघिक अहवाल' })).toBeInTheDocument();
    // the declared campaign registers are listed
    expect(screen.getByRole('link', { name: 'यशोगाथा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'संपर्क अभियान' })).toBeInTheDocument();
  });

  it('leaves out an entry whose screen is not built', async () => {
    const built = new Set(allMenuIds().filter((id) => id !== 'yashogatha'));
    renderInAdmin(<AppMenu implemented={built} />, fakeDeps(READER));
    expect(await screen.findByRole('link', { name: 'स्वयंसेवक सूची' })).toBeInTheDocument();
    expect(screen.queryByText('यशोगाथा')).not.toBeInTheDocument();
  });
});
