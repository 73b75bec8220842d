import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { BLOOD_GROUPS, findByName, type NamedItem } from '../../domain/volunteer';
import type { VolunteerReferenceLists } from '../../dataProvider/volunteers';

export interface Choice {
  id: string;
  name: string;
}

/** Reference items as select choices: the stored value is the name itself (spec §3). */
export const namesOf = (items: readonly NamedItem[] | undefined): Choice[] =>
  (items ?? []).map((item) => ({ id: item.localized_name, name: item.localized_name }));

/** The choices plus the stored value when it is not among them (lists not loaded, or renamed). */
export function withCurrent(choices: Choice[], value: unknown): Choice[] {
  const current = typeof value === 'string' ? value : '';
  return !current || choices.some((c) => c.id === current)
    ? choices
    : [...choices, { id: current, name: current }];
}

/** The select choices of each reference field, given the row's current parent values. */
export function referenceChoices(
  reference: VolunteerReferenceLists | undefined,
  row: Record<string, unknown>,
) {
  const occupation = findByName(reference?.occupations, String(row.occupation ?? ''));
  const area = findByName(occupation?.VyavasayKshetras, String(row.occupationDetails1 ?? ''));
  const category = findByName(reference?.categories, String(row.category ?? ''));
  const level = findByName(
    reference?.responsibilityLevels,
    String(row.responsibilityLevel ?? ''),
    true,
  );
  return {
    bloodGroup: BLOOD_GROUPS.map((g) => ({ id: g, name: g })),
    occupation: namesOf(reference?.occupations),
    occupationDetails1: namesOf(occupation?.VyavasayKshetras),
    occupationDetails2: namesOf(area?.vyavasay_tapshils),
    category: namesOf(reference?.categories),
    account: namesOf(category?.khateData),
    responsibilityLevel: namesOf(reference?.responsibilityLevels),
    responsibility: namesOf(level?.dayitvaData),
    trainingInOrganization: namesOf(reference?.trainings),
  };
}

export type ReferenceField = keyof ReturnType<typeof referenceChoices>;

/** Each field and the fields its change clears (spec §4). */
export const DEPENDENT_FIELDS: Partial<Record<ReferenceField, ReferenceField[]>> = {
  occupation: ['occupationDetails1', 'occupationDetails2'],
  occupationDetails1: ['occupationDetails2'],
  category: ['account'],
  responsibilityLevel: ['responsibility'],
};

/** Yes/no select choices; the form stores true or false. */
export function useYesNoChoices(): Choice[] {
  const translate = useTranslate();
  return useMemo(
    () => [
      { id: 'yes', name: translate('app.volunteerScreens.dialog.yes') },
      { id: 'no', name: translate('app.volunteerScreens.dialog.no') },
    ],
    [translate],
  );
}

export const fieldLabel = (field: string) => `app.volunteer.fields.${field}`;
