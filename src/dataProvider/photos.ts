import type { HttpClient } from '../httpClient';

/** Sends a photo's bytes under its id (PUT /photos/:id, issue 50). */
export type PutPhoto = (id: string, blob: Blob) => Promise<unknown>;

/** Reads a photo or its thumbnail as bytes, signed in (an <img> cannot send the token). */
export type GetPhoto = (id: string, size: 'full' | 'thumb') => Promise<Blob>;

export interface PhotoMethods {
  getPhoto: GetPhoto;
}

/** The photo PUT through the app's HTTP client (its token, key and resends). */
export const photoSender =
  (httpClient: HttpClient, apiUrl: string): PutPhoto =>
  (id, blob) =>
    httpClient(`${apiUrl}/photos/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: blob,
      headers: new Headers({
        Accept: 'application/json',
        'Content-Type': blob.type || 'image/jpeg',
      }),
    });

/** The photo GET with the signed-in person's token: bytes, or an error with the status. */
export const photoReader =
  (getToken: () => Promise<string | null>, apiUrl: string): GetPhoto =>
  async (id, size) => {
    const token = await getToken();
    const path = `${apiUrl}/photos/${encodeURIComponent(id)}${size === 'thumb' ? '/thumb' : ''}`;
    const answer = await fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!answer.ok) throw new Error(`photo ${id}: ${answer.status}`);
    return answer.blob();
  };
