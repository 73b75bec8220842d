import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Notification, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { SelectedPlaceProvider } from '../../src/shared/geo-picker';
import type { AppDataProvider } from '../../src/dataProvider';
import { createApiCall } from '../../src/dataProvider/apiCall';
import { dispatchByResource } from '../../src/dataProvider/dispatch';
import { sortAndPage } from '../../src/dataProvider/clientPaging';
import {
  USER,
  USER_UNAPPROVED,
  matchesUserFilter,
  userHandler,
  userMethods,
} from '../../src/dataProvider/users';
import type { AppPermissions } from '../../src/domain';
import type { SystemUser } from '../../src/domain/users';
import type { HttpClient } from '../../src/httpClient';
import { i18nProvider } from '../../src/i18n';
import { usersMr } from '../../src/i18n/mr/users';
import { fakeAuthProvider, fakeDataProvider, permissionsAt } from './pickerHarness';

/** Marathi texts of the user screens. */
export const U = usersMr.users;

/** A user as the API lists it. */
export const userOf = (id: number, overrides: Partial<SystemUser> = {}): SystemUser => ({
  user_id: id,
  email: `user${id}@demo.test`,
  name: `कार्यकर्ता ${id}`,
  phone: `98220000${String(id).padStart(2, '0')}`,
  status: 'active',
  admin: false,
  writeallowed: true,
  karyalay_pramukh: false,
  level_id: 8,
  level_name: 'उपखंड',
  location_id: 9,
  localized_name: 'वाघोली',
  name_suffix: 'उपखंड',
  location_path: '/1/2/4/6/9/',
  requested_location_id: null,
  requested_localized_name: null,
  requested_name_suffix: null,
  requested_level_id: null,
  approved_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
  created_at: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

/** A fake API: answers by 'METHOD /path'; records every call. */
/** What GET /user/list/* answers for a page (the API tests check the server's own). */
function servedPage(users: SystemUser[], query: URLSearchParams) {
  const filter = Object.fromEntries(
    ['q', 'level_id', 'location_id', 'role'].flatMap((k) =>
      query.has(k) ? [[k, query.get(k)]] : [],
    ),
  );
  const rows = users.filter((u) => matchesUserFilter(u, filter));
  const sort = {
    field: query.get('sort') ?? 'user_id',
    order: (query.get('order') ?? 'ASC') as 'ASC' | 'DESC',
  };
  const pagination = {
    page: Number(query.get('page') ?? 1),
    perPage: Number(query.get('perPage') ?? 50),
  };
  return { rows: sortAndPage(rows, { sort, pagination, filter: {} }), total: rows.length };
}

export function fakeApi(answers: Record<string, unknown>) {
  const calls: { key: string; body: unknown }[] = [];
  const http = vi.fn(async (url: string, options: { method?: string; body?: unknown } = {}) => {
    const [path, query] = url.replace('/api', '').split('?');
    const key = `${options.method ?? 'GET'} ${path}`;
    const body = typeof options.body === 'string' ? JSON.parse(options.body) : undefined;
    calls.push({ key, body });
    if (!(key in answers)) throw new Error(`unexpected ${key}`);
    if (query === undefined)
      return { status: 200, headers: new Headers(), body: '', json: answers[key] };
    const { rows, total } = servedPage(answers[key] as SystemUser[], new URLSearchParams(query));
    const headers = new Headers({ 'x-total-count': String(total) });
    return { status: 200, headers, body: '', json: rows };
  });
  const call = createApiCall(http as unknown as HttpClient, '/api');
  const users = userHandler(call);
  const dataProvider = {
    ...dispatchByResource({ [USER]: users, [USER_UNAPPROVED]: users }, fakeDataProvider()),
    ...userMethods(call),
  };
  return { dataProvider: dataProvider as AppDataProvider, calls };
}

export const ADMIN_PERMISSIONS: AppPermissions = {
  ...permissionsAt(1),
  admin: true,
  karyalay_pramukh: true,
};

/** Renders `ui` at `path` inside react-admin with the real Marathi i18n. */
export function renderUsers(
  ui: ReactNode,
  dataProvider: AppDataProvider,
  path = '/',
  extraRoutes: ReactNode = null,
  permissions = ADMIN_PERMISSIONS,
) {
  const location = { pathname: path };
  const result = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => Object.assign(location, { pathname: l.pathname })}
    >
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider(permissions)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <SelectedPlaceProvider>
          <Routes>
            <Route path="*" element={ui} />
            {extraRoutes}
          </Routes>
        </SelectedPlaceProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, location };
}
