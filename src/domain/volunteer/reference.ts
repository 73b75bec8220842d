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

/** The item named `name` (trimmed); with `ignoreSpaces`, all white space is ignored. */
export function findByName<T extends NamedItem>(
  items: readonly T[] | undefined,
  name: string,
  ignoreSpaces = false,
): T | undefined {
  const wanted = ignoreSpaces ? squash(name) : name.trim();
  return items?.find((item) =>
    ignoreSpaces ? squash(item.localized_name) === wanted : item.localized_name.trim() === wanted,
  );
}
