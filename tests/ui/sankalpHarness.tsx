import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { AdminContext, Notification, TestMemoryRouter, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { SelectedPlaceProvider } from '../../src/shared/geo-picker';
import type { AppDataProvider } from '../../src/dataProvider';
import type { Unit } from '../../src/dataProvider/sankalp';
import type { AppPermissions } from '../../src/domain';
import { i18nProvider } from '../../src/i18n';
import { sankalpScreensMr } from '../../src/i18n/mr/sankalpScreens';
import { entityMr } from '../../src/i18n/mr/entity';
import { ekakMr } from '../../src/i18n/mr/resources/ekak';
import { fakeAuthProvider, placeOf } from './pickerHarness';

export { fakeDataProvider, permissionsAt, placeOf } from './pickerHarness';

/** Marathi texts of the screens under test. */
export const S = {
  ...sankalpScreensMr.sankalpScreens,
  list: { ...entityMr.entity.list, ...ekakMr.list },
  // the add-many and details words are the register's now (moved with the screens)
  add: { ...ekakMr.addMany, levelRule: ekakMr.addMany.wrongLevel },
  detail: ekakMr.show,
};
/** The units' field labels (the register's, `resources.ekak.fields`). */
export const F = ekakMr.fields;

/** Renders `ui` at `path` (matched by `route`) with react-admin, the real i18n and the place. */
export function renderScreen(
  ui: ReactNode,
  dataProvider: AppDataProvider,
  permissions: AppPermissions,
  path = '/',
  route = '*',
) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider(permissions)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <SelectedPlaceProvider>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
        </SelectedPlaceProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

export const readOnly = (p: AppPermissions): AppPermissions => ({ ...p, writeallowed: false });

/** A unit as the API answers it. */
export function unitOf(id: number, overrides: Partial<Unit> = {}): Unit {
  return {
    id,
    sankalp_id: id,
    localized_name: `केसनंद शाखा ${id}`,
    ekak_type_id: 1,
    ekak_sub_type_id: 4,
    location_id: 12,
    start_date: '2025-04-01',
    meeting_day: 'रविवार',
    meeting_time: '07:00',
    meeting_place: 'मारुती मंदिर',
    notes: null,
    status: 'active',
    status_date: '2025-04-01',
    location: placeOf(12),
    ...overrides,
  };
}

/** The options a MUI select (the `index`-th with this label) offers, closing it again. */
export async function openSelect(label: string, index = 0) {
  // a dependent select is disabled until its parent's choice has re-rendered the form
  const combobox = await waitFor(() => {
    const found = screen.getAllByRole('combobox', { name: label })[index]!;
    expect(found).not.toHaveAttribute('aria-disabled', 'true');
    return found;
  });
  fireEvent.mouseDown(combobox);
  return within(await screen.findByRole('listbox'));
}

/** Picks `option` in the `index`-th select with this label. */
export async function choose(label: string, option: string, index = 0) {
  const listbox = await openSelect(label, index);
  fireEvent.click(listbox.getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}
