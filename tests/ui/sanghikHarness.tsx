import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { vi } from 'vitest';
import { SelectedPlaceProvider, useSelectedPlace } from '../../src/custom/geo-picker';
import { SanghikAddPage } from '../../src/custom/sanghik';
import type { AppDataProvider } from '../../src/dataProvider';
import type { SanghikRecord, SanghikUnit } from '../../src/domain/gatheringRecords';
import { withTotal, type AppPermissions, type Attendance, type PlaceRef } from '../../src/domain';
import { i18nProvider } from '../../src/i18n';
import { sanghikEntryMr } from '../../src/i18n/mr/sanghikEntry';
import { fakeAuthProvider, fakeDataProvider, permissionsAt, placeOf } from './pickerHarness';

// a full parallel run makes jsdom slow: wait longer than the 1 s default
configure({ asyncUtilTimeout: 5000 });

export const M = sanghikEntryMr.sanghikEntry;
/** 15 October 2026: months ऑक्टोबर, सप्टेंबर, ऑगस्ट of 2026-27. */
export const TODAY = new Date(2026, 9, 15);

const unit = (
  id: number,
  subType: number,
  place: number,
  counts: Partial<Attendance> = {},
): SanghikUnit => ({
  sankalp_id: id,
  localized_name: `संकल्प ${id}`,
  ekak_type_id: subType <= 4 ? 1 : subType <= 8 ? 2 : 3,
  ekak_sub_type_id: subType,
  location: placeOf(place),
  parent: place === 12 ? { ...placeOf(10), parent: { ...placeOf(8), parent: null } } : null,
  sanghik_upstiti: withTotal(counts),
});

/** Three units: two at केसनंद गाव (sub-types 1 and 4), one at गणेशनगर वस्ती (sub-type 9). */
export function record(sanghikId: number | null = null, first: Partial<Attendance> = {}) {
  return {
    sanghik_id: sanghikId,
    year: '2026-27',
    month: 10,
    location: placeOf(8),
    sankalp: [unit(1, 1, 12, first), unit(2, 4, 12), unit(3, 9, 11)],
  } satisfies SanghikRecord;
}

export function setup(records: SanghikRecord[], permissions: AppPermissions = permissionsAt(8)) {
  const queue = [...records];
  const getSanghik = vi.fn<AppDataProvider['getSanghik']>(
    async () => queue.shift() ?? records[records.length - 1],
  );
  const saveSanghik = vi.fn<AppDataProvider['saveSanghik']>(async () => ({
    message: 'ok',
    sanghik_id: 7,
  }));
  const dataProvider = fakeDataProvider({ getSanghik, saveSanghik });
  render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider(permissions)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <SelectedPlaceProvider>
        <SanghikAddPage today={TODAY} />
        <PlaceSetter />
      </SelectedPlaceProvider>
      <Notification />
    </AdminContext>,
  );
  return { getSanghik, saveSanghik };
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

export const card = (id: number) => within(screen.getByTestId(`sankalp-${id}`));
