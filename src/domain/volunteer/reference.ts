/** The reference lists a volunteer row is checked against (spec §3 "Reference lists", §7). */
export interface NamedItem {
  id: number;
  localized_name: string;
}

export interface OccupationArea extends NamedItem {
  vyavasay_tapshils: NamedItem[];
}

export interface OccupationNode extends NamedItem {
  VyavasayKshetras: OccupationArea[];
}

export interface CategoryNode extends NamedItem {
  khateData: NamedItem[];
}

export interface ResponsibilityLevelNode extends NamedItem {
  dayitvaData: NamedItem[];
}

export interface VolunteerReference {
  occupations: OccupationNode[];
  categories: CategoryNode[];
  responsibilityLevels: ResponsibilityLevelNode[];
  trainings: NamedItem[];
}

const squash = (text: string) => text.replace(/\s+/g, '');

interface NameIndex {
  size: number;
  trimmed: Map<string, NamedItem>;
  squashed: Map<string, NamedItem>;
}

// Reference lists are read-only once loaded: each is indexed on its first lookup (an upload
// looks up several names in every one of 10 000 rows). The first item of a name wins, as
// in a linear search; a list whose length changed is indexed again.
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
