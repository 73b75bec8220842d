import type { FieldDeclaration } from './types';

/**
 * Reference lists a select may take its choices from (`choicesFrom`, issue 23): named items,
 * each possibly holding the lists of the fields that depend on it (occupation → its areas).
 */
export interface NamedItem {
  id: number;
  localized_name: string;
}

/** The catalogue: each top list by name (`occupations`, `categories`, …). */
export type Catalogue = object;

type Row = Record<string, unknown>;

const squash = (text: string) => text.replace(/\s+/g, '');

interface NameIndex {
  size: number;
  trimmed: Map<string, NamedItem>;
  squashed: Map<string, NamedItem>;
}

// Lists are read-only once loaded: each is indexed on its first lookup (an upload looks up
// several names in every one of 10 000 rows). The first item of a name wins, as in a linear
// search; a list whose length changed is indexed again.
const indexes = new WeakMap<readonly NamedItem[], NameIndex>();

function indexOf(items: readonly NamedItem[]): NameIndex {
  const known = indexes.get(items);
  if (known && known.size === items.length) return known;
  const index: NameIndex = { size: items.length, trimmed: new Map(), squashed: new Map() };
  for (const item of items) {
    const trimmed = item.localized_name.trim();
    const squashed = squash(item.localized_name);
    if (!index.trimmed.has(trimmed)) index.trimmed.set(trimmed, item);
    if (!index.squashed.has(squashed)) index.squashed.set(squashed, item);
  }
  indexes.set(items, index);
  return index;
}

/** The item named `name` (trimmed); with `ignoreSpaces`, all white space is ignored. */
export function findByName<T extends NamedItem>(
  items: readonly T[] | undefined,
  name: string,
  ignoreSpaces = false,
): T | undefined {
  if (!items) return undefined;
  const index = indexOf(items);
  return (ignoreSpaces ? index.squashed.get(squash(name)) : index.trimmed.get(name.trim())) as
    T | undefined;
}

// each form's fields by name, made once per form (a dependent choice finds its parent often)
const byName = new WeakMap<readonly FieldDeclaration[], Map<string, FieldDeclaration>>();
function fieldNamed(fields: readonly FieldDeclaration[], name: string) {
  let names = byName.get(fields);
  if (!names) byName.set(fields, (names = new Map(fields.map((f) => [f.name, f]))));
  return names.get(name)!;
}

const listIn = (holder: unknown, list: string): NamedItem[] | undefined =>
  (holder as Record<string, unknown> | undefined)?.[list] as NamedItem[] | undefined;

const declaredItems = (choices: readonly string[]): NamedItem[] =>
  choices.map((name, index) => ({ id: index + 1, localized_name: name }));

/**
 * The items a select offers for one record: its catalogue list, the list inside the item
 * chosen for its parent (undefined when the parent names no item), or its declared choices.
 */
export function catalogueItems(
  fields: readonly FieldDeclaration[],
  catalogue: Catalogue | undefined,
  field: FieldDeclaration,
  row: Row,
): NamedItem[] | undefined {
  const { choicesFrom, choices } = field;
  if (!choicesFrom) return choices ? declaredItems(choices) : undefined;
  const { list, parent } = choicesFrom;
  if (!parent) return listIn(catalogue, list);
  const parentField = fieldNamed(fields, parent);
  const chosen = findByName(
    catalogueItems(fields, catalogue, parentField, row),
    String(row[parent] ?? ''),
    parentField.choicesFrom?.ignoreSpaces,
  );
  return listIn(chosen, list);
}

/**
 * The items offered when several names may be chosen per field (a report's filters): a
 * dependent list gathers the lists of every chosen parent item.
 */
export function catalogueItemsForChosen(
  fields: readonly FieldDeclaration[],
  catalogue: Catalogue | undefined,
  field: FieldDeclaration,
  chosen: Readonly<Record<string, readonly string[] | undefined>>,
): NamedItem[] {
  const { choicesFrom, choices } = field;
  if (!choicesFrom) return choices ? declaredItems(choices) : [];
  const { list, parent } = choicesFrom;
  if (!parent) return listIn(catalogue, list) ?? [];
  const names = chosen[parent] ?? [];
  const parentField = fieldNamed(fields, parent);
  return catalogueItemsForChosen(fields, catalogue, parentField, chosen)
    .filter((item) => names.includes(item.localized_name))
    .flatMap((item) => listIn(item, list) ?? []);
}

/** Whether a form has a select whose items come from the catalogue. */
export const usesCatalogue = (fields: readonly FieldDeclaration[]): boolean =>
  fields.some((f) => f.choicesFrom !== undefined);

/** The fields whose items hang on `name`, directly or through another (their choices go when it changes). */
export function dependentsOf(fields: readonly FieldDeclaration[], name: string): string[] {
  return fields
    .filter((f) => {
      for (let p = f.choicesFrom?.parent; p; p = fieldNamed(fields, p).choicesFrom?.parent) {
        if (p === name) return true;
      }
      return false;
    })
    .map((f) => f.name);
}

/** The names a catalogue select offers for a record (its parent's choice applied). */
export const catalogueNames = (
  fields: readonly FieldDeclaration[],
  catalogue: Catalogue | undefined,
  field: FieldDeclaration,
  row: Row,
): string[] => [
  ...new Set((catalogueItems(fields, catalogue, field, row) ?? []).map((i) => i.localized_name)),
];
