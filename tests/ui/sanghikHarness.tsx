import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, memoryStore } from 'react-admin';
import { vi } from 'vitest';
import { SelectedPlaceProvider, useSelectedPlace } from '../../src/shared/geo-picker';
import type { AppDataProvider } from '../../src/dataProvider';
import type { CountSheet, CountSubject } from '../../src/domain/engine';
import { placeLabel, type AppPermissions, type Attendance, type PlaceRef } from '../../src/domain';
import { CountFormPage } from '../../src/engine/countForm/CountFormPage';
import { i18nProvider } from '../../src/i18n';
import { countFormMr } from '../../src/i18n/mr/countForm';
import { countModulesMr } from '../../src/i18n/mr/resources/countModules';
import { sanghikEntryMr } from '../../src/i18n/mr/sanghikEntry';
import { fakeAuthProvider, fakeDataProvider, permissionsAt, placeOf } from './pickerHarness';
import type { Outbox } from '../../src/outbox/outbox';
import { OutboxContext } from '../../src/outbox/OutboxContext';

// a full parallel run makes jsdom slow: wait longer than the 1 s default
configure({ asyncUtilTimeout: 5000 });

/** The gathering's words on the shared count-form screen. */
const own = countModulesMr.sanghik.screen;
export const M = {
  find: countFormMr.countForm.find,
  save: own.save,
  update: countFormMr.countForm.update,
  notDone: own.notDone,
  noData: own.noSubjects,
  saved: own.saved,
  saveFailed: own.saveFailed,
  empty: own.error.empty,
  overLimits: own.invalid,
  discard: sanghikEntryMr.sanghikEntry.discard,
  pickPlace: countFormMr.countForm.pickPlace,
};
/** 15 October 2026: months ऑक्टोबर, सप्टेंबर, ऑगस्ट of 2026-27. */
export const TODAY = new Date(2026, 9, 15);

const label = (id: number) => placeLabel(placeOf(id));

const unit = (
  id: number,
  subType: number,
  place: number,
  counts: Partial<Attendance> | null = null,
  version = counts ? 1 : 0,
): CountSubject => ({
  subject_id: id,
  name: `संकल्प ${id}`,
  place: { location_id: place, label: label(place) },
  group: { location_id: place, label: label(place), parent: place === 12 ? label(10) : null },
  ekak_type_id: subType <= 4 ? 1 : subType <= 8 ? 2 : 3,
  ekak_sub_type_id: subType,
  values: counts ?? {},
  version,
  saved_at: null,
});

/**
 * October's sheet at पौड (8): two units at केसनंद गाव (sub-types 1 and 4), one at गणेशनगर
 * वस्ती (sub-type 9); `saved`: the first one's month is saved with `first`.
 */
export function record(saved = false, first: Partial<Attendance> = {}): CountSheet {
  return {
    place: { location_id: 8, label: label(8), level_id: placeOf(8).level_id },
    year: '2026-27',
    month: 10,
    festival: null,
    gate: { status: 'open', closesOn: '2026-12-31' },
    subjects: [unit(1, 1, 12, saved ? first : null), unit(2, 4, 12), unit(3, 9, 11)],
  };
}

export function setup(
  sheets: CountSheet[],
  permissions: AppPermissions = permissionsAt(8),
  outbox: Outbox | null = null,
) {
  const queue = [...sheets];
  const getSanghik = vi.fn<AppDataProvider['getCountSheet']>(
    async () => queue.shift() ?? sheets[sheets.length - 1]!,
  );
  const saveSanghik = vi.fn<AppDataProvider['saveCountSheet']>(async () => ({ saved: 1 }));
  const askReopening = vi.fn<AppDataProvider['askReopening']>(async () => ({ request_id: 5 }));
  const dataProvider = fakeDataProvider({
    getCountSheet: getSanghik,
    saveCountSheet: saveSanghik,
    askReopening,
  });
  render(
    <OutboxContext.Provider value={outbox}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider(permissions)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value="sanghik">
          <SelectedPlaceProvider>
            <CountFormPage today={TODAY} />
            <PlaceSetter />
          </SelectedPlaceProvider>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </OutboxContext.Provider>,
  );
  return { getSanghik, saveSanghik, askReopening };
}

/** Lets a test change the selected place as the picker would. */
function PlaceSetter() {
  const { setPlace } = useSelectedPlace();
  return <button onClick={() => setPlace(nextPlace)}>set-place</button>;
}
let nextPlace: PlaceRef | null = null;
export const choosePlace = (place: PlaceRef | null) => {
  nextPlace = place;
  fireEvent.click(screen.getByText('set-place'));
};

export const card = (id: number) => within(screen.getByTestId(`subject-${id}`));
