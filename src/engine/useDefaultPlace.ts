import { useSelectedPlace } from '../shared/geo-picker';
import type { RegisterDeclaration } from '../domain/engine';

/** A new record's place: the page's selected place when records may be kept there. */
export function useDefaultPlace(d: RegisterDeclaration): Record<string, unknown> {
  const { place } = useSelectedPlace();
  return place && d.placeLevels.includes(place.level_id) ? { location_id: place.location_id } : {};
}
