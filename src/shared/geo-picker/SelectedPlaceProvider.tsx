import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { toPlaceRef, type AppPermissions, type PlaceRef } from '../../domain';
import { SelectedPlaceContext, type SelectedPlaceValue } from './selectedPlaceContext';
import { readStoredPlace, writeStoredPlace } from './selectedPlaceStorage';

interface Choice {
  userId: number | string;
  place: PlaceRef | null;
}

/**
 * Holds the globally selected place (spec §6 "The selected geography is set from the user's
 * level and location"): the session's stored choice, else the user's own place.
 * Must sit inside react-admin's context (it reads `usePermissions`).
 */
export function SelectedPlaceProvider({ children }: { children: ReactNode }) {
  const { permissions } = usePermissions<AppPermissions>();
  const userId = permissions ? (permissions.user_id ?? 'user') : undefined;
  const userPlace = permissions?.location;
  const [choice, setChoice] = useState<Choice | null>(null);

  const initial = useMemo(() => {
    if (userId === undefined) return null;
    const stored = readStoredPlace(userId);
    if (stored !== undefined) return stored;
    return userPlace ? toPlaceRef(userPlace) : null;
  }, [userId, userPlace]);

  const place = choice && choice.userId === userId ? choice.place : initial;

  const setPlace = useCallback(
    (next: PlaceRef | null) => {
      if (userId === undefined) return;
      const value = next ? toPlaceRef(next) : null;
      writeStoredPlace(userId, value);
      setChoice({ userId, place: value });
    },
    [userId],
  );
  const clear = useCallback(() => setPlace(null), [setPlace]);

  const value = useMemo<SelectedPlaceValue>(
    () => ({ place, setPlace, clear, ready: userId !== undefined }),
    [place, setPlace, clear, userId],
  );
  return <SelectedPlaceContext.Provider value={value}>{children}</SelectedPlaceContext.Provider>;
}
