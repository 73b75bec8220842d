import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Resource, TestMemoryRouter, memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectedPlaceProvider } from '../../src/shared/geo-picker';
import { i18nProvider } from '../../src/i18n';
import { sankalp } from '../../src/modules/units';
import { SCREENS } from '../../src/screens/registry';
import { screenRoute } from '../../src/screens/routes';
import { fakeAuthProvider } from './pickerHarness';
import { S, fakeDataProvider, permissionsAt, unitOf } from './sankalpHarness';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => sessionStorage.clear());

const Layout = ({ children }: { children: ReactNode }) => (
  <SelectedPlaceProvider>{children}</SelectedPlaceProvider>
);

function renderAt(path: string) {
  const getList = vi.fn(async () => ({ data: [unitOf(1)], total: 1 }));
  const getOne = vi.fn(async () => ({ data: unitOf(4) }));
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={fakeDataProvider({ getList, getOne } as never)}
        authProvider={fakeAuthProvider(permissionsAt(12))}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        layout={Layout}
      >
        <CustomRoutes>
          {SCREENS.filter((s) => s.resource === 'sankalp').map(screenRoute)}
        </CustomRoutes>
        <Resource name="sankalp" {...sankalp} />
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('the /sankalp/* routes of the screen registry', () => {
  it('/sankalp/list shows the list', async () => {
    renderAt('/sankalp/list');
    expect(await screen.findByText('केसनंद शाखा 1', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('/sankalp/addmultisankalp shows the add form', async () => {
    renderAt('/sankalp/addmultisankalp');
    expect(
      await screen.findByRole('button', { name: S.add.save }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('/sankalp/detailView/4 shows the unit', async () => {
    renderAt('/sankalp/detailView/4');
    expect(
      await screen.findByRole('link', { name: S.detail.statusLink }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
