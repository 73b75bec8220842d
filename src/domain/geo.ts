/** A place of the geographic tree as the API answers it (spec §3 "Geographic node"). */
export interface GeoNode {
  location_id: number;
  level_id: number;
  level: { level_id: number };
  localized_name: string;
  name_suffix: string;
  parent_id: number | null;
  /** How many children the place has, whether or not they were sent. */
  child_count: number;
  /** Present only when the children were loaded (see the `depth` request field). */
  children?: GeoNode[];
  /** Asked `withClosed`: the day the place closed, or null (closed places are hidden else). */
  closed_on?: string | null;
}

/** A place as stored in the selected-place store and shown on the picker button. */
export interface PlaceRef {
  location_id: number;
  level_id: number;
  localized_name: string;
  name_suffix: string;
}

/** A search hit: the place and the names of its ancestors below the searcher's root. */
export interface PlaceSearchHit extends PlaceRef {
  ancestors: string[];
}

export function placeLabel(place: Pick<PlaceRef, 'localized_name' | 'name_suffix'>): string {
  return [place.localized_name, place.name_suffix].filter(Boolean).join(' ');
}

export function toPlaceRef(node: PlaceRef): PlaceRef {
  const { location_id, level_id, localized_name, name_suffix } = node;
  return { location_id, level_id, localized_name, name_suffix };
}

/** Ancestor path as stored: '/1/5/9/' (the place's own id last). */
export function pathOf(ancestorIds: readonly number[]): string {
  return `/${ancestorIds.join('/')}/`;
}

export function isWithinPath(candidatePath: string, rootPath: string): boolean {
  return candidatePath.startsWith(rootPath);
}
