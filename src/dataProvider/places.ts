import type { PlaceChange } from '../domain/placeAdmin';
import type { ApiCall } from './apiCall';

export interface NewPlaceBody {
  parentId: number;
  levelId: number;
  name: string;
  suffix: string;
}

export interface PlaceMethods {
  /** POST /geo/place: a new place under a parent (admins; office heads in their area). */
  addPlace(body: NewPlaceBody): Promise<{ location_id: number }>;
  /** PUT /geo/place/:id: a place's new name and suffix. */
  renamePlace(
    id: number,
    naming: { name: string; suffix: string },
  ): Promise<{ location_id: number; changed: boolean }>;
  /** POST /geo/place/:id/move: the place with its subtree under another parent. */
  movePlace(id: number, parentId: number): Promise<{ location_id: number; places: number }>;
  /** POST /geo/place/:id/merge: everything of the place goes to `intoId`; it closes. */
  mergePlace(id: number, intoId: number): Promise<unknown>;
  /** POST /geo/place/:id/close: no new entry in it or below it from today. */
  closePlace(id: number): Promise<{ location_id: number; closed_on: string }>;
  /** POST /geo/place/:id/reopen. */
  reopenPlace(id: number): Promise<unknown>;
  /** GET /geo/place/:id/history: the place's changes, oldest first. */
  getPlaceHistory(id: number): Promise<PlaceChange[]>;
}

export const placeMethods = (call: ApiCall): PlaceMethods => ({
  addPlace: (body) => call('/geo/place', 'POST', body),
  renamePlace: (id, naming) => call(`/geo/place/${id}`, 'PUT', naming),
  movePlace: (id, parentId) => call(`/geo/place/${id}/move`, 'POST', { parentId }),
  mergePlace: (id, intoId) => call(`/geo/place/${id}/merge`, 'POST', { intoId }),
  closePlace: (id) => call(`/geo/place/${id}/close`, 'POST'),
  reopenPlace: (id) => call(`/geo/place/${id}/reopen`, 'POST'),
  getPlaceHistory: (id) => call(`/geo/place/${id}/history`, 'GET'),
});
