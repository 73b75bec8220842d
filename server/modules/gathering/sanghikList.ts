import type { PlaceRow } from '../../repositories/locations';
import type { PlaceRef } from '../../../src/domain/geo';
import type { SanghikParent } from '../../../src/domain/modules/gathering/records';

export const placeView = (p: PlaceRow): PlaceRef => ({
  location_id: p.location_id,
  localized_name: p.localized_name,
  name_suffix: p.name_suffix,
  level_id: p.level_id,
});

/** Ids on a path below the chosen place and above the unit's own place: '/1/5/9/12/' → [9]. */
export function idsBetween(path: string, rootPath: string): number[] {
  return path.slice(rootPath.length).split('/').filter(Boolean).map(Number).slice(0, -1);
}

/**
 * The unit's place's parent with its nested parents, up to and including the chosen place
 * (whose own parent is null): what the gathering screen groups by.
 */
export function parentChain(
  path: string,
  root: PlaceRow,
  places: ReadonlyMap<number, PlaceRow>,
): SanghikParent | null {
  if (path === root.path) return null;
  const ids = idsBetween(path, root.path);
  return ids.reduce<SanghikParent>(
    (parent, id) => {
      const place = places.get(id);
      return place ? { ...placeView(place), parent } : parent;
    },
    { ...placeView(root), parent: null },
  );
}
