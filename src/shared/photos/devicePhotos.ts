/**
 * Photos taken on this device and not yet on the server (issue 50), by id: the form shows them
 * from here, and a record's save takes them into the outbox with it. In memory: a save kept on
 * the device holds its own photos in the outbox, which survives a reload.
 */
const kept = new Map<string, { blob: Blob; url: string | null }>();

const newId = () => globalThis.crypto.randomUUID();

/** Keeps a shrunk photo under a new id (a UUID: a resend is the same photo). */
export function keepPhoto(blob: Blob): string {
  const id = newId();
  kept.set(id, { blob, url: null });
  return id;
}

/** The photo's bytes on the device, if it was taken here. */
export const devicePhoto = (id: string): Blob | undefined => kept.get(id)?.blob;

/** A URL of the photo on the device for an <img> (made once). */
export function devicePhotoUrl(id: string): string | undefined {
  const photo = kept.get(id);
  if (!photo) return undefined;
  if (photo.url === null && typeof URL.createObjectURL === 'function')
    photo.url = URL.createObjectURL(photo.blob);
  return photo.url ?? undefined;
}

/** The photos of these ids that are on the device, to go with a record's save. */
export const devicePhotos = (ids: readonly string[]) =>
  ids.flatMap((id) => {
    const blob = devicePhoto(id);
    return blob ? [{ id, blob }] : [];
  });
