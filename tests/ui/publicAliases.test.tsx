import { render, screen } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { SCREENS } from '../../src/screens/registry';
import { screenRoute } from '../../src/screens/routes';
import { fakeAuthProvider, fakeDataProvider, permissionsAt } from './pickerHarness';

vi.setConfig({ testTimeout: 30_000 });

const renderAt = (path: string) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={fakeDataProvider()}
        authProvider={{ ...fakeAuthProvider(permissionsAt(12)), checkAuth: () => Promise.reject() }}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <CustomRoutes noLayout>{SCREENS.filter((s) => s.public).map(screenRoute)}</CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );

describe('the /pages/* aliases show the same public pages as their short paths', () => {
  it.each([
    ['/pages/login', 'प्रणालीत प्रवेश'],
    ['/pages/register', 'नवीन खाते नोंदणी'],
    ['/register', 'नवीन खाते नोंदणी'],
    ['/pages/forgot-password', 'पासवर्ड पुन्हा सेट करा'],
    ['/forgot-password', 'पासवर्ड पुन्हा सेट करा'],
    ['/pages/check-mail', 'आपला ईमेल तपासा'],
    ['/pages/landing', 'संपर्क नोंद'],
    ['/', 'संपर्क नोंद'],
  ])('%s', async (path, heading) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { name: heading }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
