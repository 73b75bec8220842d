import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import {
  itemsFor,
  volunteerFieldsWhere,
  type NamedItem,
  type VolunteerFieldKey,
} from '../../domain/volunteer';
import type { VolunteerReferenceLists } from '../../dataProvider/volunteers';
import { nameChoices, type Choice } from '../../shared/nameChoices';

const SELECT_FIELDS = volunteerFieldsWhere((f) => f.type === 'select');
type SelectField = VolunteerFieldKey;

/** Reference items as select choices: the stored value is the name itself (spec §3). */
export const namesOf = (items: readonly NamedItem[] | undefined): Choice[] =>
  nameChoices((items ?? []).map((item) => item.localized_name));

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

export const fieldLabel = (field: string) => `resources.swayamsevak.fields.${field}`;
