import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Notification, TestMemoryRouter, memoryStore } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider';
import { SelectedPlaceProvider } from '../../src/shared/geo-picker';
import type { AppDataProvider } from '../../src/dataProvider';
import type { DashboardSummary } from '../../src/domain/dashboard';
import { i18nProvider } from '../../src/i18n';
import { fakeDataProvider } from './pickerHarness';
import { ADMIN, fakeDeps } from './shell/fixtures';

/** A dashboard screen in react-admin's context: real Marathi texts, the admin signed in. */
export function renderScreen(ui: ReactNode, overrides: Partial<AppDataProvider>) {
  const dataProvider = fakeDataProvider(overrides);
  render(
    <TestMemoryRouter initialEntries={['/dashboard/default']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={createAuthProvider(fakeDeps(ADMIN))}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <SelectedPlaceProvider>{ui}</SelectedPlaceProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return dataProvider;
}

export const PLACE = {
  location_id: 1,
  location_name: 'पश्चिम महाराष्ट्र',
  name_suffix: 'प्रांत',
  level_id: 1,
};

/** The summary of a place with 3 entry places, 2 reported, attendance 19 after 14. */
export const SUMMARY: DashboardSummary = {
  place: PLACE,
  period: { year: '2026-27', month: 10 },
  as_of: '2026-10-15T06:30:00.000Z',
  volunteers: 128,
  designated: { shakha: 4, saptahik_milan: 1, sangh_mandali: 1, total: 6 },
  gathering: {
    places_total: 3,
    places_with_record: 2,
    places_pending: 1,
    completeness: 67,
    attendance: 19,
    present_units: 4,
    previous_attendance: 14,
    change: { delta: 5, percent: 36 },
    last_year_attendance: null,
    target_attendance: null,
  },
  pending: [{ location_id: 9, location_name: 'बीटा', name_suffix: 'उपखंड', level_id: 8 }],
};
