import { VOLUNTEER_FIELD, VOLUNTEER_FIELDS, type VolunteerFieldKey } from './columns';
import { catalogueItems, catalogueItemsForChosen, dependentsOf } from '../../engine/catalogue';
import type { NamedItem, VolunteerReference } from './reference';

type Row = Record<string, unknown>;

/**
 * The items select field `name` offers for one row: a reference list, the list inside the item
 * chosen for its parent (undefined when the parent names no item), or its declared choices.
 */
export const itemsFor = (
  reference: VolunteerReference | undefined,
  name: VolunteerFieldKey,
  row: Row,
): NamedItem[] | undefined =>
  catalogueItems(VOLUNTEER_FIELDS, reference, VOLUNTEER_FIELD[name], row);

/**
 * The items offered when several names may be chosen per field (the report's filters): a
 * dependent list gathers the lists of every chosen parent item.
 */
export const itemsForChosen = (
  reference: VolunteerReference | undefined,
  name: VolunteerFieldKey,
  chosen: Readonly<Partial<Record<VolunteerFieldKey, readonly string[]>>>,
): NamedItem[] =>
  catalogueItemsForChosen(VOLUNTEER_FIELDS, reference, VOLUNTEER_FIELD[name], chosen);

/** Each select field and the fields whose choices hang on it, directly or not (spec §4). */
export const VOLUNTEER_DEPENDENTS: Readonly<
  Partial<Record<VolunteerFieldKey, VolunteerFieldKey[]>>
> = Object.fromEntries(
  VOLUNTEER_FIELDS.map((f) => [f.name, dependentsOf(VOLUNTEER_FIELDS, f.name)]).filter(
    ([, below]) => below.length > 0,
  ),
);
