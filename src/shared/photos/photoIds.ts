import { isPhotoId } from '../../domain/engine/photos';

/** A record's value of a photo field as ids (anything else left out). */
export const photoIds = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter(isPhotoId) : [];
