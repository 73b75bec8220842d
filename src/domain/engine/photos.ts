/**
 * Photos on records (issue 50): a photo field holds the ids of its photos, each a photo kept by
 * the server (re-encoded, bounded) and shown to those whose area holds the record.
 */

/** The most photos one field may hold. */
export const MAX_PHOTOS = 10;

/** The most bytes a photo may have as sent (the device shrinks it to about 300 KB first). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** What the device shrinks a photo to before it leaves it. */
export const PHOTO_TARGET = { longSide: 1600, bytes: 300 * 1024 } as const;

/** The long side of a thumbnail, as lists and cards show it. */
export const THUMB_LONG_SIDE = 320;

/** The kinds of picture the server takes, told by their first bytes (never by a name). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** A photo's id: a UUID the device makes (so a resend is the same photo). */
export const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isPhotoId = (value: unknown): value is string =>
  typeof value === 'string' && PHOTO_ID.test(value);

/** The picture type of these bytes, by their signature; null when they are none of ours. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  const at = (i: number, ...values: number[]) => values.every((v, j) => bytes[i + j] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // RIFF....WEBP
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** How many photos a field takes. */
export const maxPhotosOf = (field: { maxPhotos?: number }) =>
  Math.min(MAX_PHOTOS, Math.max(1, field.maxPhotos ?? 1));
