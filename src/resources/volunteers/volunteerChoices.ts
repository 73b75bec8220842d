import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import {
  itemsFor,
  volunteerFieldsWhere,
  type NamedItem,
  type VolunteerFieldKey,
} from '../../domain/volunteer';
import type { VolunteerReferenceLists } from '../../dataProvider/volunteers';

const SELECT_FIELDS = volunteerFieldsWhere((f) => f.type === 'select');
type SelectField = VolunteerFieldKey;

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

/** The select choices of each select field, given the row's current parent values. */
export function referenceChoices(
  reference: VolunteerReferenceLists | undefined,
  row: Record<string, unknown>,
): Record<SelectField, Choice[]> {
  return Object.fromEntries(
    SELECT_FIELDS.map((field) => [field, namesOf(itemsFor(reference, field, row))]),
  ) as Record<SelectField, Choice[]>;
}

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
