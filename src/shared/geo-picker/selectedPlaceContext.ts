import { createContext, useContext } from 'react';
import type { PlaceRef } from '../../domain';

export interface SelectedPlaceValue {
  /** The globally chosen place, or null when none is chosen. */
  place: PlaceRef | null;
  setPlace(place: PlaceRef | null): void;
  /** Clears the choice everywhere (the picker's 'cancel selection'). */
  clear(): void;
  /** False until the signed-in user's permissions are known. */
  ready: boolean;
}

export const SelectedPlaceContext = createContext<SelectedPlaceValue | null>(null);

export function useSelectedPlace(): SelectedPlaceValue {
  const value = useContext(SelectedPlaceContext);
  if (!value) throw new Error('useSelectedPlace must be used inside <SelectedPlaceProvider>');
  return value;
}
