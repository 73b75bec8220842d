import { VOLUNTEER_FIELD, VOLUNTEER_FIELDS, type VolunteerFieldKey } from './columns';
import { findByName, type NamedItem, type VolunteerReference } from './reference';

type Row = Record<string, unknown>;
type Lists = Record<string, unknown>;

const listIn = (holder: unknown, list: string): NamedItem[] | undefined =>
  (holder as Lists | undefined)?.[list] as NamedItem[] | undefined;

const declaredItems = (choices: readonly string[]): NamedItem[] =>
  choices.map((name, index) => ({ id: index + 1, localized_name: name }));

/**
 * The items select field `name` offers for one row: a reference list, the list inside the item
 * chosen for its parent (undefined when the parent names no item), or its declared choices.
 */
export function itemsFor(
  reference: VolunteerReference | undefined,
  name: VolunteerFieldKey,
  row: Row,
): NamedItem[] | undefined {
  const { choicesFrom, choices } = VOLUNTEER_FIELD[name];
  if (!choicesFrom) return choices ? declaredItems(choices) : undefined;
  const { list, parent } = choicesFrom;
  if (!parent) return listIn(reference, list);
  const parentField = VOLUNTEER_FIELD[parent as VolunteerFieldKey];
  const chosen = findByName(
    itemsFor(reference, parentField.name as VolunteerFieldKey, row),
    String(row[parent] ?? ''),
    parentField.choicesFrom?.ignoreSpaces,
  );
  return listIn(chosen, list);
}

/**
 * The items offered when several names may be chosen per field (the report's filters): a
 * dependent list gathers the lists of every chosen parent item.
 */
export function itemsForChosen(
  reference: VolunteerReference | undefined,
  name: VolunteerFieldKey,
  chosen: Readonly<Partial<Record<VolunteerFieldKey, readonly string[]>>>,
): NamedItem[] {
  const { choicesFrom, choices } = VOLUNTEER_FIELD[name];
  if (!choicesFrom) return choices ? declaredItems(choices) : [];
  const { list, parent } = choicesFrom;
  if (!parent) return listIn(reference, list) ?? [];
  const names = chosen[parent as VolunteerFieldKey] ?? [];
  return itemsForChosen(reference, parent as VolunteerFieldKey, chosen)
    .filter((item) => names.includes(item.localized_name))
    .flatMap((item) => listIn(item, list) ?? []);
}

/** Each select field and the fields whose choices hang on it, directly or not (spec §4). */
export const VOLUNTEER_DEPENDENTS: Readonly<
  Partial<Record<VolunteerFieldKey, VolunteerFieldKey[]>>
> = Object.fromEntries(
  VOLUNTEER_FIELDS.map((field) => {
    const below = VOLUNTEER_FIELDS.filter((other) => {
      for (let f = VOLUNTEER_FIELD[other.name].choicesFrom?.parent; f;) {
        if (f === field.name) return true;
        f = VOLUNTEER_FIELD[f as VolunteerFieldKey].choicesFrom?.parent;
      }
      return false;
    }).map((f) => f.name as VolunteerFieldKey);
    return [field.name, below];
  }).filter(([, below]) => below.length > 0),
);
