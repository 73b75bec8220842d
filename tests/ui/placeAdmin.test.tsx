import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GeoTreePage } from '../../src/custom/place-admin/GeoTreePage';
import { SelectedPlaceProvider } from '../../src/shared/geo-picker';
import type { AppDataProvider } from '../../src/dataProvider';
import type { AppPermissions } from '../../src/domain';
import type { PlaceChange } from '../../src/domain/placeAdmin';
import { i18nProvider } from '../../src/i18n';
import { geoImportMr } from '../../src/i18n/mr/geoImport';
import { placeAdminMr } from '../../src/i18n/mr/placeAdmin';
import { fakeAuthProvider, fakeDataProvider, inDialog, permissionsAt } from './pickerHarness';

const P = placeAdminMr.placeAdmin;
vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => sessionStorage.clear());

const HISTORY: PlaceChange[] = [
  {
    change_id: 1,
    location_id: 4,
    action: 'rename',
    before: { name: 'पुणे', suffix: 'जिल्हा', parent: 'पुणे विभाग' },
    after: { name: 'पुणे', suffix: 'ग्रामीण जिल्हा', parent: 'पुणे विभाग' },
    changed_at: '2026-11-20T06:30:00Z',
    changed_by_name: 'प्रशासक',
  },
];

function providerWithChanges() {
  const addPlace = vi.fn(async () => ({ location_id: 99 }));
  const renamePlace = vi.fn(async () => ({ location_id: 4, changed: true }));
  const movePlace = vi.fn(async () => ({ location_id: 4, places: 7 }));
  const getPlaceHistory = vi.fn(async () => HISTORY);
  const closePlace = vi.fn(async (id: number) => ({ location_id: id, closed_on: '2026-11-26' }));
  const reopenPlace = vi.fn(async () => ({}));
  const mergePlace = vi.fn(async () => ({}));
  const changes = {
    addPlace,
    renamePlace,
    movePlace,
    getPlaceHistory,
    closePlace,
    reopenPlace,
    mergePlace,
  };
  const provider = fakeDataProvider(changes);
  return Object.assign(provider, changes);
}

function renderPage(provider: AppDataProvider, permissions: AppPermissions) {
  render(
    <AdminContext
      dataProvider={provider}
      authProvider={fakeAuthProvider(permissions)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <SelectedPlaceProvider>
        <main>
          <GeoTreePage />
        </main>
        <Notification />
      </SelectedPlaceProvider>
    </AdminContext>,
  );
}

const headAt = (id: number): AppPermissions => ({ ...permissionsAt(id), karyalay_pramukh: true });
const panel = () => screen.findByRole('region', { name: P.title });

describe('the place administration of /geo/tree', () => {
  it('offers an editor who is not an office head nothing', async () => {
    renderPage(providerWithChanges(), permissionsAt(4));
    await screen.findByRole('tree');
    expect(screen.queryByRole('region', { name: P.title })).not.toBeInTheDocument();
  });

  it('offers an office head only a new place and the history at their own place', async () => {
    renderPage(providerWithChanges(), headAt(4));
    const actions = within(await panel());
    expect(actions.getByRole('button', { name: P.add })).toBeInTheDocument();
    for (const name of [P.rename, P.move, P.closePlace])
      expect(actions.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('closes a place below after confirming, then offers to reopen it', async () => {
    const provider = providerWithChanges();
    renderPage(provider, headAt(2));
    fireEvent.click(await screen.findByRole('button', { name: 'पुणे विभाग' }));
    await screen.findByRole('dialog');
    fireEvent.click(await inDialog().findByText('पुणे ग्रामीण जिल्हा'));
    fireEvent.click(await inDialog().findByText('हवेली तालुका'));
    fireEvent.click(inDialog().getByRole('button', { name: 'निवडा: हवेली तालुका' }));
    fireEvent.click(await within(await panel()).findByRole('button', { name: P.closePlace }));
    expect(await screen.findByText(/आजपासून हवेली तालुका/)).toBeInTheDocument();
    expect(provider.closePlace).not.toHaveBeenCalled();
    provider.getGeoTree.mockImplementation(async (id: number) => ({
      ...(await fakeDataProvider().getGeoTree(id, 0)),
      closed_on: '2026-11-26',
    }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: P.closePlace }));
    await waitFor(() => expect(provider.closePlace).toHaveBeenCalledWith(6));
    expect(await screen.findByText('हवेली तालुका बंद केले')).toBeInTheDocument();
    expect(
      await within(await panel()).findByRole('button', { name: P.reopenPlace }),
    ).toBeInTheDocument();
    expect(within(await panel()).queryByRole('button', { name: P.add })).not.toBeInTheDocument();
  });

  it('merges a place into one of its level after confirming', async () => {
    const provider = providerWithChanges();
    renderPage(provider, { ...headAt(2), admin: true });
    fireEvent.click(await screen.findByRole('button', { name: 'पुणे विभाग' }));
    await screen.findByRole('dialog');
    fireEvent.click(await inDialog().findByText('पुणे ग्रामीण जिल्हा'));
    fireEvent.click(inDialog().getByRole('button', { name: 'निवडा: पुणे ग्रामीण जिल्हा' }));
    fireEvent.click(await within(await panel()).findByRole('button', { name: P.merge }));
    await screen.findByRole('dialog');
    fireEvent.click(await inDialog().findByText('पुणे महानगर भाग'));
    fireEvent.click(inDialog().getByRole('button', { name: 'निवडा: पुणे महानगर भाग' }));
    expect(
      await screen.findByText('पुणे ग्रामीण जिल्हा हे पुणे महानगर भाग मध्ये विलीन करायचे?'),
    ).toBeInTheDocument();
    expect(provider.mergePlace).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: P.mergeNow }));
    await waitFor(() => expect(provider.mergePlace).toHaveBeenCalledWith(4, 3));
    expect(
      await screen.findByText('पुणे ग्रामीण जिल्हा हे पुणे महानगर भाग मध्ये विलीन केले'),
    ).toBeInTheDocument();
  });

  it('asks the tree for closed places only when the switch is on', async () => {
    const provider = providerWithChanges();
    renderPage(provider, headAt(2));
    await screen.findByRole('tree');
    expect(provider.getGeoTree).toHaveBeenCalledWith(2, 1);
    fireEvent.click(screen.getByRole('switch', { name: P.showClosed }));
    await waitFor(() => expect(provider.getGeoTree).toHaveBeenCalledWith(2, 1, true));
  });

  it('adds a place: checks the name in Marathi first, then sends level, suffix and name', async () => {
    const provider = providerWithChanges();
    renderPage(provider, headAt(4));
    fireEvent.click(within(await panel()).getByRole('button', { name: P.add }));
    await screen.findByRole('dialog');
    fireEvent.click(inDialog().getByRole('button', { name: P.save }));
    expect(await inDialog().findByText(geoImportMr.geoImport.problem.name)).toBeInTheDocument();
    expect(provider.addPlace).not.toHaveBeenCalled();

    fireEvent.change(inDialog().getByLabelText(P.name), { target: { value: 'मावळ' } });
    fireEvent.click(inDialog().getByRole('button', { name: P.save }));
    await waitFor(() =>
      expect(provider.addPlace).toHaveBeenCalledWith({
        parentId: 4,
        levelId: 4,
        suffix: 'जिल्हा',
        name: 'मावळ',
      }),
    );
    expect(await screen.findByText('मावळ जिल्हा जोडले')).toBeInTheDocument();
  });

  it('shows the server’s refusal in Marathi and keeps what was typed', async () => {
    const provider = providerWithChanges();
    provider.addPlace.mockRejectedValue({
      body: { code: 'VALIDATION', error: [{ key: 'app.geoImport.problem.parentLevel' }] },
    });
    renderPage(provider, headAt(4));
    fireEvent.click(within(await panel()).getByRole('button', { name: P.add }));
    await screen.findByRole('dialog');
    fireEvent.change(inDialog().getByLabelText(P.name), { target: { value: 'मावळ' } });
    fireEvent.click(inDialog().getByRole('button', { name: P.save }));
    expect(
      await inDialog().findByText(geoImportMr.geoImport.problem.parentLevel),
    ).toBeInTheDocument();
    expect(inDialog().getByLabelText(P.name)).toHaveValue('मावळ');
  });

  it('moves a place after the new parent is chosen and the move confirmed', async () => {
    const provider = providerWithChanges();
    renderPage(provider, { ...headAt(2), admin: true });
    fireEvent.click(await screen.findByRole('button', { name: 'पुणे विभाग' }));
    await screen.findByRole('dialog');
    fireEvent.click(await inDialog().findByText('पुणे ग्रामीण जिल्हा'));
    fireEvent.click(await inDialog().findByText('हवेली तालुका'));
    fireEvent.click(inDialog().getByRole('button', { name: 'निवडा: हवेली तालुका' }));
    fireEvent.click(within(await panel()).getByRole('button', { name: P.move }));

    await screen.findByRole('dialog');
    fireEvent.click(await inDialog().findByText('पुणे महानगर भाग'));
    fireEvent.click(inDialog().getByRole('button', { name: 'निवडा: पुणे महानगर भाग' }));
    expect(await screen.findByText(/हवेली तालुका त्याच्या खालील सर्व ठिकाणे/)).toBeInTheDocument();
    expect(provider.movePlace).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: P.moveNow }));
    await waitFor(() => expect(provider.movePlace).toHaveBeenCalledWith(6, 3));
    expect(await screen.findByText('हवेली तालुका हलवले (7 ठिकाणे)')).toBeInTheDocument();
  });

  it('lists a place’s changes with who made them and when', async () => {
    renderPage(providerWithChanges(), headAt(2));
    fireEvent.click(within(await panel()).getByRole('button', { name: P.history }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('नाव बदलले: पुणे जिल्हा वरून पुणे ग्रामीण जिल्हा')).toBeInTheDocument();
    expect(dialog.getByText('प्रशासक यांनी, 20-11-2026 12:00')).toBeInTheDocument();
  });
});
