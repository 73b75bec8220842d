import { vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import type { AppDataProvider } from '../../src/dataProvider';
import type { VolunteerDuplicate } from '../../src/dataProvider/volunteerResource';
import type { VolunteerReferenceLists } from '../../src/dataProvider/volunteers';
import {
  BLOOD_GROUPS,
  type VolunteerRecord,
  type VolunteerSnapshot,
} from '../../src/domain/modules/volunteers';
import { entityMr } from '../../src/i18n/mr/entity';
import { swayamsevakMr } from '../../src/i18n/mr/resources/swayamsevak';
import { REFERENCE } from '../unit/volunteerFixture';
import { fakeDataProvider } from './pickerHarness';

export { choose, openSelect, permissionsAt, readOnly, renderScreen } from './sankalpHarness';

/** Marathi texts the user sees: the list's are the generic list's, the register's own over them. */
export const S = {
  dialog: {
    ...entityMr.entity.form,
    ...swayamsevakMr.form,
    history: swayamsevakMr.history.button,
  },
  history: { ...entityMr.entity.history, ...swayamsevakMr.history },
  list: { ...entityMr.entity.list, ...swayamsevakMr.list },
};
export const F = swayamsevakMr.fields;
/** The register's form sections. */
export const SECTIONS = swayamsevakMr.sections;

export const REFERENCE_LISTS: VolunteerReferenceLists = {
  ...REFERENCE,
  bloodGroups: BLOOD_GROUPS.map((name, i) => ({ id: i + 1, localized_name: name })),
};

/** A live volunteer the duplicate check answers for अमित कुलकर्णी, 9876543210. */
export const AMIT_DUPLICATE = {
  id: 7,
  firstName: 'अमित',
  surname: 'कुलकर्णी',
  mobile: 9876543210,
  location: 'केसनंद',
  location_id: 12,
};

/** A stored volunteer of केसनंद (place 12) that passes the form rules. */
export function volunteerOf(id: number, overrides: Partial<VolunteerRecord> = {}): VolunteerRecord {
  return {
    id,
    level: 10,
    location: 'केसनंद',
    location_id: 12,
    firstName: 'अमित',
    fatherName: 'रामचंद्र',
    surname: 'कुलकर्णी',
    dateOfBirth: '15-08-1990',
    bloodGroup: 'B+',
    occupation: 'शेती',
    occupationDetails1: 'पशुपालन',
    occupationDetails2: 'दुग्धव्यवसाय',
    address: 'मारुती मंदिराजवळ',
    pinCode: 412108,
    phone: null,
    mobile: 9876543210,
    email: 'amit@example.in',
    category: 'शाखा कार्यकर्ता',
    account: 'गटनायक',
    responsibilityLevel: 'उप खंड',
    responsibility: 'कार्यवाह',
    otherResponsibility: '',
    specialSkills: 'गायन',
    trainingInOrganization: 'प्राथमिक शिक्षा वर्ग',
    isPledge: true,
    isCap: false,
    isSadara: false,
    isWizar: false,
    isPosition: false,
    isPatta: false,
    isPunishment: false,
    isDuchaki: true,
    isCharChaki: false,
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A data provider with spies on every volunteer call. */
export function volunteerProvider(rows: VolunteerRecord[] = [volunteerOf(1)]) {
  const spies = {
    getVolunteerReference: vi.fn(async () => REFERENCE_LISTS),
    getList: vi.fn<
      (
        resource: string,
        params: GetListParams,
      ) => Promise<{ data: VolunteerRecord[]; total: number }>
    >(async () => ({ data: rows, total: rows.length })),
    deleteMany: vi.fn(async (_resource: string, params: { ids: unknown[] }) => ({
      data: params.ids,
    })),
    delete: vi.fn(async (_resource: string, params: { id: unknown }) => ({
      data: { id: params.id },
    })),
    addVolunteers: vi.fn(async () => ({ message: 'Users added successfully.', count: 1 })),
    checkVolunteers: vi.fn(async (_place: number, rows: unknown[]) => ({
      total: rows.length,
      valid: rows.length,
      errors: [],
      duplicates: [],
    })),
    updateVolunteer: vi.fn(async () => ({ message: 'Users updated successfully.' })),
    findVolunteerDuplicates: vi.fn(async (): Promise<VolunteerDuplicate[]> => []),
    getVolunteerHistory: vi.fn(async (): Promise<VolunteerSnapshot[]> => []),
  };
  const dp = fakeDataProvider(spies as unknown as Partial<AppDataProvider>);
  return { ...spies, dp };
}
