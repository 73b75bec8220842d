import type { PlaceRef } from '../../domain';

/** The chosen place lives in sessionStorage for the browser session, one entry per user. */
const KEY_PREFIX = 'ssm.selectedPlace.';

const keyFor = (userId: number | string) => `${KEY_PREFIX}${userId}`;

function isPlaceRef(value: unknown): value is PlaceRef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.location_id === 'number' &&
    typeof v.level_id === 'number' &&
    typeof v.localized_name === 'string' &&
    typeof v.name_suffix === 'string'
  );
}

/**
 * The stored choice: a place, `null` when the person cleared it, `undefined` when nothing
 * was stored yet in this session (or the entry is unreadable).
 */
export function readStoredPlace(userId: number | string): PlaceRef | null | undefined {
  try {
    const raw = sessionStorage.getItem(keyFor(userId));
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null) return null;
    return isPlaceRef(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredPlace(userId: number | string, place: PlaceRef | null): void {
  try {
    sessionStorage.setItem(keyFor(userId), JSON.stringify(place));
  } catch {
    // storage full or disabled: the choice still holds in memory for this page
  }
}
